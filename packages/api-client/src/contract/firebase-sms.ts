import * as v from 'valibot';
import { endpoint } from './endpoint';
import { text, trimmed } from './fields';
import { sliderResult } from './slider';

/**
 * R4.13: Firebase SMS login, where the merchant turns it on (FIREBASESMSLOGIN3). Firebase's part,
 * sending a code and trading it for a Firebase ID token, is answered by the platform server's local
 * phone verifier: the code goes through the same SMS provider as every other code, and the ID token
 * is signed by the server. The login then sends that token as `firebaseIdToken` (type 'firebase').
 * With FIREBASE_PROJECT_ID set, real Firebase tokens are checked instead and these two are closed.
 */
export const firebaseSmsSend = endpoint({
  method: 'POST',
  path: '/wps/firebase/sms/send',
  request: v.strictObject({
    mobileNum: trimmed(6, 20),
    countryDialingCode: trimmed(1, 6),
    slider: v.optional(sliderResult),
  }),
  /** R4.33: Firebase names no expiry of ours; the Send button counts down 1 minute. */
  response: v.object({ via: v.literal('firebase'), message: v.string() }),
});

export const firebaseSmsVerify = endpoint({
  method: 'POST',
  path: '/wps/firebase/sms/verify',
  request: v.strictObject({
    mobileNum: trimmed(6, 20),
    countryDialingCode: trimmed(1, 6),
    verificationCode: trimmed(1, 12),
  }),
  /** A Firebase ID token (a JWT) for the proven number, good for one login within its hour. */
  response: v.object({ idToken: text(4096) }),
});
