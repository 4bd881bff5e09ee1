import type { MessageKey, t as translate } from '@lobbykit/sdk';
import type { FieldError } from '@lobbykit/sdk/accounts';
import { fieldMessage } from '../register/field-message';
import { en } from './messages/en';

/**
 * What a password-flow field error says: the flows' own refusals (a wrong old password, the default
 * password, an unknown username/email pair) read from `passwords.error`; rule and emptiness keys read
 * like the registration form's, as `field` there (the password rule's catalogue text and bounds).
 */
export function passwordFieldMessage(
  field: 'username' | 'email' | 'password' | 'mobileNum' | 'verificationCode',
  error: FieldError,
  t: typeof translate,
): string {
  if (error.key in en.error) return t(`passwords.error.${error.key}` as MessageKey);
  return fieldMessage(field, error, t);
}
