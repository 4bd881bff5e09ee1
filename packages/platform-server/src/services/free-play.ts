import { randomInt } from 'node:crypto';
import { ErrorCode, type freePlay, type ResponseOf, TRIAL_TYPE } from '@lobbykit/api-client';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { insertMemberUnlessTaken } from '../db/members';
import { isModuleEnabledFor } from '../db/merchants';
import type { MemberRow, MerchantRow } from '../db/schema/index';
import { trialSessionsFrom } from '../db/sessions';
import { DomainError } from './domain-error';
import type { SessionService } from './session';
import { sessionAnswer } from './session-answer';
import type { WalletService } from './wallet';

/** The whitelabel module that turns free play on (R3.34, R6.20). */
export const FREE_PLAY_MODULE = 'FREEPLAY3';
/** Trial accounts one IP may open per window: enough for a family, too few to flood the members table. */
export const TRIALS_PER_IP = 10;
export const TRIAL_WINDOW_MS = 60 * 60_000;
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

  async function checkRate(ip: string): Promise<void> {
    const now = clock.now().getTime();
    const recent = await trialSessionsFrom(db, ip, TRIAL_TYPE, new Date(now - TRIAL_WINDOW_MS));
    if (recent.total < TRIALS_PER_IP) return;
    const freesAt = (recent.oldest?.getTime() ?? now) + TRIAL_WINDOW_MS;
    throw new DomainError(ErrorCode.tooManyRequests, 'Too many trial accounts from this address', {
      retryAfter: Math.max(1, Math.ceil((freesAt - now) / 1000)),
    });
  }

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
      if (!(await isModuleEnabledFor(db, merchant.id, FREE_PLAY_MODULE))) {
        throw new DomainError(ErrorCode.forbidden, 'Free play is not enabled for this merchant');
      }
      await checkRate(ip);
      const member = await createTrialMember(merchant);
      await wallet.grantTrialCredit(member);
      return sessionAnswer(member, await sessions.open(member, ip), {
        firstTimeLogin: false,
        passwordExpired: false,
        defaultPassword: false,
      });
    },
  };
}
