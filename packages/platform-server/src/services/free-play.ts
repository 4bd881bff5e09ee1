import { randomInt } from 'node:crypto';
import { type freePlay, type ResponseOf, TRIAL_TYPE } from '@lobbykit/api-client';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { insertMemberUnlessTaken } from '../db/members';
import type { MemberRow, MerchantRow } from '../db/schema/index';
import { requireModule } from './module-guard';
import { FREE_PLAY_RATE, withRateSlot } from './rate-limits';
import type { SessionService } from './session';
import { sessionAnswer } from './session-answer';
import type { WalletService } from './wallet';

/** The whitelabel module that turns free play on (R3.34, R6.20). */
export const FREE_PLAY_MODULE = 'FREEPLAY3';
/** Trial accounts one IP may open per window (see FREE_PLAY_RATE). */
export const TRIALS_PER_IP = FREE_PLAY_RATE.limit;
export const TRIAL_WINDOW_MS = FREE_PLAY_RATE.windowMs;
/** Not a scrypt hash, so no password ever matches it: trial accounts only ever play through free play. */
const NO_PASSWORD = 'trial-no-password';
const DRAWS = 5;

export type FreePlayValue = ResponseOf<typeof freePlay>;

export interface FreePlayService {
  /** Opens a trial account with trial credit and a session for it (R7.04, R3.48). */
  start(caller: { merchant: MerchantRow; ip: string }): Promise<FreePlayValue>;
}

export function createFreePlayService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  wallet: WalletService;
}): FreePlayService {
  const { db, clock, sessions, wallet } = deps;

  /** `trial` and eight random digits; a clash (rare) draws again. */
  async function createTrialMember(merchant: MerchantRow): Promise<MemberRow> {
    const now = clock.now();
    for (let draw = 0; draw < DRAWS; draw++) {
      const digits = String(randomInt(10_000_000, 100_000_000));
      const created = await insertMemberUnlessTaken(db, {
        merchantId: merchant.id,
        username: `trial${digits}`,
        passwordHash: NO_PASSWORD,
        type: TRIAL_TYPE,
        nickname: null,
        customerId: `${merchant.code.toUpperCase()}T${digits}`,
        currency: merchant.currency,
        firstLogin: false,
        passwordChangedAt: now,
        createdAt: now,
      });
      if (created) return created;
    }
    throw new Error(`No free trial username after ${DRAWS} draws`);
  }

  return {
    async start({ merchant, ip }) {
      await requireModule(db, merchant, FREE_PLAY_MODULE, 'Free play');
      // The slot is counted (under the IP's lock) before the account is made, so 30 parallel
      // requests from one address open exactly 10 trials; a trial that fails to open gives it back.
      return withRateSlot(db, clock, FREE_PLAY_RATE, ip, async () => {
        const member = await createTrialMember(merchant);
        await wallet.grantTrialCredit(member);
        return sessionAnswer(member, await sessions.open(member, ip), {
          firstTimeLogin: false,
          passwordExpired: false,
          defaultPassword: false,
        });
      });
    },
  };
}
