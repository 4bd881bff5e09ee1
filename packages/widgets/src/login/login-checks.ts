import type { t as translate } from '@lobbykit/sdk';

export interface LoginValues {
  username: string;
  password: string;
  captcha: string;
}

export type LoginField = keyof LoginValues;

export interface LoginChecks {
  /** Every failing rule per field; the form shows the first (R5.26). */
  fields: Record<LoginField, string[]>;
  /** A message about the form as a whole, shown in the alert region. */
  form: string | null;
  /** Fields to mark invalid even when their message is the form's. */
  invalid: LoginField[];
}

/** R5.07: what is typed is trimmed before it is checked or sent. */
export function trimLoginValues(values: LoginValues): LoginValues {
  return {
    username: values.username.trim(),
    password: values.password.trim(),
    captcha: values.captcha.trim(),
  };
}

/**
 * The required checks of R5.01-R5.03, for showing under the inputs before anything is sent. Both
 * credentials missing is one message, 'Please enter the username and password' (R8.24).
 */
export function checkLogin(values: LoginValues, captchaShown: boolean, t: typeof translate): LoginChecks {
  const fields: LoginChecks['fields'] = { username: [], password: [], captcha: [] };
  let form: string | null = null;
  const invalid: LoginField[] = [];
  if (!values.username && !values.password) {
    form = t('login.required');
    invalid.push('username', 'password');
  } else {
    if (!values.username) fields.username.push(t('login.usernameRequired'));
    if (!values.password) fields.password.push(t('login.passwordRequired'));
  }
  if (captchaShown && !values.captcha) fields.captcha.push(t('login.captchaRequired'));
  return { fields, form, invalid };
}

export function hasProblems(checks: LoginChecks): boolean {
  return checks.form !== null || Object.values(checks.fields).some((errors) => errors.length > 0);
}
