import * as v from 'valibot';
import { endpoint } from './endpoint';
import { trimmed } from './fields';
import { sliderResult } from './slider';

/**
 * R7.21: a code by SMS for someone not logged in: the SMS login (MOBILEVERCODELOGIN3) and forgot
 * password by phone. The slider result goes along where the merchant turned the slider on (R4.12).
 * The countdown is expiredMinutes x 60 s, as for registration codes.
 */
export const smsNoLogin = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  request: v.strictObject({
    mobileNum: trimmed(6, 20),
    countryDialingCode: trimmed(1, 6),
    slider: v.optional(sliderResult),
    purpose: v.optional(v.picklist(['login', 'password']), 'login'),
  }),
  response: v.object({ expiredMinutes: v.number(), message: v.string() }),
});
