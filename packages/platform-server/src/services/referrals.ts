import { randomInt } from 'node:crypto';
import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import { ReferralMessageKey, type referralInfo, type referralList } from '@lobbykit/api-client/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { isModuleEnabledFor } from '../db/merchants';
import {
  insertReferral,
  insertReferralCode,
  referralCodeOf,
  referralsOf,
  referrerOfCode,
} from '../db/referrals';
import type { MemberRow, MerchantRow } from '../db/schema/index';
import { DomainError } from './domain-error';
import { pageAnswer, pageOf } from './merchant-days';
import { maskName } from './rank-list';

/** The whitelabel menu node that turns referral on (R2.60, R3.08 availablePromo). */
export const REFERRAL_MODULE = 'REFERRAL';

/** No 0/O or 1/I/L: a code is read aloud and typed from a screenshot. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const CODE_DRAWS = 5;

export function drawReferralCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export interface ReferralService {
  info(member: MemberRow, merchant: MerchantRow): Promise<ResponseOf<typeof referralInfo>>;
  friends(
    member: MemberRow,
    paging: { pageNo: number; pageSize: number },
  ): Promise<ResponseOf<typeof referralList>>;
  /**
   * Registration's check, before anything is written: the referrer whose code this is, or a 400 on
   * `referralCode` (unknown code, or referral off at this merchant).
   */
  referrerFor(merchant: MerchantRow, code: string): Promise<MemberRow>;
  /** Registration's write, inside its transaction: the new member is the referrer's friend for good. */
  link(tx: Db, friend: MemberRow, referrer: MemberRow, code: string): Promise<void>;
}

export function createReferralService(deps: { db: Db; clock: Clock }): ReferralService {
  const { db, clock } = deps;

  async function codeFor(member: MemberRow): Promise<string> {
    const existing = await referralCodeOf(db, member.id);
    if (existing) return existing;
    for (let draw = 0; draw < CODE_DRAWS; draw++) {
      const code = drawReferralCode();
      // Two first visits at once: one insert wins, and both answer the code that was stored.
      if (
        await insertReferralCode(db, {
          memberId: member.id,
          merchantId: member.merchantId,
          code,
          createdAt: clock.now(),
        })
      ) {
        return (await referralCodeOf(db, member.id))!;
      }
    }
    throw new Error(`No free referral code after ${CODE_DRAWS} draws`);
  }

  const refuse = (message: string, messageKey: string): never => {
    throw new DomainError(ErrorCode.validation, message, { field: 'referralCode', messageKey });
  };

  return {
    async info(member, merchant) {
      if (!(await isModuleEnabledFor(db, merchant.id, REFERRAL_MODULE))) {
        return { enabled: false, code: null, referredCount: 0 };
      }
      const code = await codeFor(member);
      const { total } = await referralsOf(db, member.id, { offset: 0, limit: 0 });
      return { enabled: true, code, referredCount: total };
    },

    async friends(member, paging) {
      const { rows, total } = await referralsOf(db, member.id, pageOf(paging));
      return pageAnswer(
        rows.map((row) => ({
          account: maskName(row.username),
          registeredAt: row.registeredAt.toISOString(),
        })),
        total,
        paging,
      );
    },

    async referrerFor(merchant, code) {
      if (!(await isModuleEnabledFor(db, merchant.id, REFERRAL_MODULE))) {
        refuse('Referral is not available here', ReferralMessageKey.disabled);
      }
      const referrer = await referrerOfCode(db, merchant.id, code.trim());
      return referrer ?? refuse('Invalid referral code', ReferralMessageKey.unknownCode);
    },

    async link(tx, friend, referrer, code) {
      await insertReferral(tx, {
        memberId: friend.id,
        referrerId: referrer.id,
        code: code.trim().toUpperCase(),
        createdAt: friend.createdAt,
      });
    },
  };
}
