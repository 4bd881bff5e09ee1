import type { MessageKey, t as translate } from '@lobbykit/sdk';
import type { FieldError, RegistrationField } from '@lobbykit/sdk/accounts';
import { en } from './messages/en';

/**
 * The spec's per-field format messages (R5.33), for a server refusal whose key has no text of its
 * own: a newer server may name a pattern this client does not know yet.
 */
const formatMessage: Partial<Record<RegistrationField, keyof typeof en.error>> = {
  username: 'account',
  password: 'password',
  email: 'email',
  payeeName: 'real_name',
  mobileNum: 'phone',
  verificationCode: 'invalid_code',
};

/**
 * What a field error says: a patternId reads its catalogue text with the rule's bounds (R5.24, R5.25),
 * the other keys their own message; the captcha's empty message is 'Please enter the captcha'.
 */
export function fieldMessage(
  field: RegistrationField | 'referralCode',
  error: FieldError,
  t: typeof translate,
): string {
  if (field === 'captcha' && error.key === 'input_empty') return t('register.error.captcha_required');
  if (error.key in en.pattern) return t(`register.pattern.${error.key}` as MessageKey, error.params);
  if (error.key in en.error) return t(`register.error.${error.key}` as MessageKey);
  return t(`register.error.${(field === 'referralCode' ? undefined : formatMessage[field]) ?? 'unknown'}`);
}
