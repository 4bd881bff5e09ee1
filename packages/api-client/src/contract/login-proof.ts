import * as v from 'valibot';
import { endpoint } from './endpoint';
import { text, trimmed } from './fields';
import { sessionValue } from './session';

/**
 * What a login from a new IP must also prove (R4.16), as the failure's `proof` flag names it.
 * 'google' is Google verification: a Google sign-in (socialStart, then socialCallback with the
 * ticket) as the Google account linked to the member.
 */
export const loginProofKind = v.picklist(['mobile', 'email', 'payeeName', 'google']);

/** The `proof` flag of a `verify_first` login failure: the held login's ticket and a masked hint. */
export const loginProofChallenge = v.object({
  ticket: v.string(),
  kind: loginProofKind,
  /** The bound number or address with most of it masked ('0917****567'); empty for a name. */
  hint: v.string(),
});

/** R4.16: sends the code of a mobile proof to the member's bound number. */
export const loginProofSms = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/loginProof',
  request: v.strictObject({ ticket: text(64) }),
  response: v.object({ expiredMinutes: v.number(), message: v.string() }),
});

/** R4.16: the proof (the SMS code, the bound email or the bank account name) releases the held login. */
export const loginProof = endpoint({
  method: 'POST',
  path: '/wps/session/login/proof',
  encrypted: true,
  request: v.strictObject({ ticket: text(64), answer: trimmed(1, 128) }),
  response: sessionValue,
});
