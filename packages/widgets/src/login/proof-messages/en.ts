/**
 * English words of the new-IP check of the login widget (R4.16): `t('loginProof.…')`. The
 * reference table: TY and BN must have the same keys.
 */
export const en = {
  title: 'One more check',
  intro: {
    mobile: 'You are logging in from a new place. Enter the code we send to {{hint}}.',
    email: 'You are logging in from a new place. Enter the e-mail address bound to your account ({{hint}}).',
    payeeName: 'You are logging in from a new place. Enter the name on your bank account.',
    google:
      'You are logging in from a new place. Confirm it is you with the Google account linked to this account.',
  },
  label: {
    mobile: 'Verification code',
    email: 'Bound e-mail address',
    payeeName: 'Bank account name',
  },
  google: 'Verify with Google',
  send: 'Send code',
  resendIn: 'Resend in {{seconds}} s',
  submit: 'Confirm',
  back: 'Back to login',
  required: 'Please fill this in',
  mismatch: 'That does not match. Please check it and try again.',
  expired: 'This check has expired. Please log in again.',
};
