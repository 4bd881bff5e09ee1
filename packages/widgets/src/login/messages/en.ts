/**
 * English words of the login widget and the `login` modal: `t('login.…')`. The reference table: TY and BN must have the same
 * keys (the typecheck and the parity test say so). Templates use `{{name}}`.
 */
export const en = {
  title: 'Log in',
  username: 'Username',
  usernamePlaceholder: 'Enter your username',
  password: 'Password',
  passwordPlaceholder: 'Enter your password',
  captcha: 'Captcha',
  captchaPlaceholder: 'Enter the code in the picture',
  captchaImage: 'Captcha picture',
  captchaRefresh: 'Get a new picture',
  terms: 'I am 18 years old and agree to the {{terms}}',
  termsLink: 'Terms and Conditions',
  submit: 'Log in',
  submitting: 'Logging in…',
  required: 'Please enter the username and password',
  usernameRequired: 'Please enter your username',
  passwordRequired: 'Please enter your password',
  captchaRequired: 'Please enter the captcha',
  forgotPassword: 'Forgot password?',
  noAccount: 'No account yet?',
  register: 'Register',
  rememberMe: 'Remember me',
  agentTitle: 'Agent login',
  useSms: 'Log in with an SMS code',
  usePassword: 'Log in with a password',
};
