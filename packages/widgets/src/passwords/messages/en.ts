/**
 * English words of the change-password, forgot-password and gift-notice modals: `t('passwords.…')`.
 * The reference table: TY and BN must have the same keys. Rule messages come from the register
 * namespace's pattern catalogue, so a merchant's password rule reads the same everywhere.
 */
export const en = {
  change: {
    title: 'Change password',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    oldPlaceholder: 'Enter your current password',
    newPlaceholder: 'Enter a new password',
    confirmPlaceholder: 'Enter the new password again',
    submit: 'Change password',
    submitting: 'Saving…',
    forcedDefault:
      'Your account still has the password it was given. Please choose your own password to continue.',
    forcedExpired: 'Your password has expired. Please choose a new password to continue.',
  },
  forgot: {
    title: 'Forgot password',
    tabs: 'How to reset your password',
    byEmail: 'By e-mail',
    byPhone: 'By mobile number',
    emailIntro: 'Enter your username and the e-mail of your account. We will send you a temporary password.',
    phoneIntro: 'Enter the mobile number of your account. We will send you a code by SMS.',
    username: 'Username',
    email: 'E-mail',
    mobileNum: 'Mobile number',
    verificationCode: 'Verification code',
    newPassword: 'New password',
    usernamePlaceholder: 'Enter your username',
    emailPlaceholder: 'name@example.com',
    mobilePlaceholder: 'Enter your mobile number',
    codePlaceholder: 'Enter the code we sent you',
    newPlaceholder: 'Enter a new password',
    sendCode: 'Send code',
    resendIn: 'Resend in {{seconds}} s',
    sendMail: 'Send e-mail',
    sending: 'Sending…',
    reset: 'Reset and log in',
    resetting: 'Resetting…',
    backToLogin: 'Back to log in',
  },
  gift: {
    title: 'Welcome gift',
    body: 'Welcome to the lobby! A welcome gift is waiting for you in Promotions.',
    claim: 'See my gift',
    later: 'Later',
  },
  in_been_out: 'The e-mail has been sent. Please check your mailbox.',
  error: {
    old_password_error: 'The current password is not correct.',
    password_is_default: 'Please choose a password other than the one you were given.',
    password_unchanged: 'The new password must be different from the current one.',
    username_email_not_exist: 'Username/Email does not exist',
    mobile_not_registered: 'No account uses this mobile number.',
  },
};
