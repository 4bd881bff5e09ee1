import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { empty, isoDateTime } from '../fields';
import { page, paging } from './common';

/**
 * A member's referral code: letters and digits, 4 to 16, compared without case. The register link a
 * member shares carries it as `?referralCode=`; the registration sends it as `referralCode` (R3.03).
 */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]{4,16}$/;

/**
 * /member?page=referral: whether the merchant runs referral (REFERRAL in its menu, R2.60) and the
 * member's own code (made the first time it is asked for); `code` is null when referral is off.
 */
export const referralInfo = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_referralInfo',
  auth: 'member',
  request: empty,
  response: v.object({
    enabled: v.boolean(),
    code: v.nullable(v.string()),
    /** Friends who registered with the code, all time. */
    referredCount: v.number(),
  }),
});

/** A friend who registered with the member's code: the account masked (`fr***01`) and when. */
export const referredFriend = v.object({
  account: v.string(),
  registeredAt: isoDateTime,
});

/** The friends who registered with the member's referral code, newest first. */
export const referralList = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_referralList',
  auth: 'member',
  request: v.strictObject({ ...paging }),
  response: page(referredFriend),
});

/** The translation keys (`messageKey`) of a referral refusal. */
export const ReferralMessageKey = {
  /** Registration named a referral code no member of the merchant holds. */
  unknownCode: 'referral_code_invalid',
  /** The merchant has referral turned off. */
  disabled: 'referral_disabled',
} as const;
