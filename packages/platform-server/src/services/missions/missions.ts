import type { ResponseOf } from '@lobbykit/api-client';
import type {
  claimMission,
  Mission,
  missionLeaderboard,
  missionSummary,
  signInToday,
} from '@lobbykit/api-client/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import {
  insertMissionClaimOnce,
  missionById,
  missionClaimByRequest,
  missionClaimsOf,
  missionsOf,
} from '../../db/missions';
import { merchantById } from '../../db/promotions';
import type { MemberRow, MerchantRow } from '../../db/schema/index';
import type { MissionClaimRow, MissionRow } from '../../db/schema/missions';
import { utcOffsetMinutesOf } from '../merchant-days';
import { toDecimal } from '../money';
import { turnoverFor } from '../promotions/arithmetic';
import { type RollupService, rollupsOf } from '../rollups';
import { addTurnoverRequirement } from '../turnover';
import type { WalletService } from '../wallet';
import { leaderboardOf } from './leaderboard';
import { isShown, type MissionStanding, standingOf } from './progress';
import { refuseMission } from './refusals';
import { createSignInService } from './sign-in';
import { wordsIn } from './words';

/** Who looks and in which language. */
export interface MissionView {
  merchant: MerchantRow;
  language: string;
}

/** The ledger key of one period's reward of one mission: with the claim row's unique key, it pays once. */
export const missionRewardKey = (missionId: number, periodLabel: string) =>
  `mission:${missionId}:${periodLabel}`;

export interface MissionService {
  /** R7.50: missions with progress, the sign-in task and the counter. */
  summary(view: MissionView, member: MemberRow): Promise<ResponseOf<typeof missionSummary>>;
  claim(
    view: MissionView,
    member: MemberRow,
    input: { id: number; requestId: string },
  ): Promise<ResponseOf<typeof claimMission>>;
  signIn(view: MissionView, member: MemberRow, requestId: string): Promise<ResponseOf<typeof signInToday>>;
  /** R7.51 */
  leaderboard(
    view: MissionView,
    member: MemberRow,
    limit: number,
  ): Promise<ResponseOf<typeof missionLeaderboard>>;
  /** R2.101, R3.08: missions to collect now, and today's sign-in while it is open. */
  claimableCount(member: MemberRow): Promise<number>;
}

const MONEY_KINDS = new Set<MissionRow['kind']>(['validBet', 'deposit']);

function missionOnWire(standing: MissionStanding, language: string): Mission {
  const { mission, period } = standing;
  const words = wordsIn(mission.words, language);
  const money = MONEY_KINDS.has(mission.kind);
  const amount = (value: number) => (money ? toDecimal(value) : value);
  return {
    id: mission.id,
    code: mission.code,
    title: words.title,
    description: words.description,
    kind: mission.kind,
    period: mission.period,
    unit: money ? 'money' : 'count',
    done: amount(standing.done),
    target: amount(mission.target),
    percent: standing.percent,
    reward: toDecimal(mission.rewardAmount),
    points: mission.points,
    status: standing.state,
    periodEndsAt: period.end.getUTCFullYear() >= 9999 ? null : period.end.toISOString(),
  };
}

/** Missions (R7.50, R7.51) and sign-in tasks (R2.103), progress from real play, rewards once through the ledger. */
export function createMissionService(deps: {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  rollups?: RollupService;
}): MissionService {
  const { db, clock, wallet } = deps;
  const rollups = deps.rollups ?? rollupsOf(db);
  const signIns = createSignInService(deps);

  async function standings(merchant: MerchantRow, member: MemberRow, rows: MissionRow[]) {
    const now = clock.now();
    const offset = utcOffsetMinutesOf(merchant);
    // Betting missions count member_bet_days: it takes in every bet settled before the ask first.
    if (rows.some((row) => row.kind === 'validBet' || row.kind === 'betDays')) await rollups.catchUp();
    const claims = await missionClaimsOf(
      db,
      member.id,
      rows.map((row) => row.id),
    );
    return Promise.all(rows.map((row) => standingOf(db, row, member, claims, now, offset)));
  }

  async function shownStandings(merchant: MerchantRow, member: MemberRow) {
    const now = clock.now();
    const rows = (await missionsOf(db, merchant.id)).filter((row) => isShown(row, now));
    return standings(merchant, member, rows);
  }

  /** The merchant's mission, else 404 (another merchant's id is no different from none). */
  async function missionOf(merchantId: number, id: number): Promise<MissionRow> {
    const row = await missionById(db, id);
    if (!row || row.merchantId !== merchantId || !row.enabled) throw refuseMission.unknown();
    return row;
  }

  async function answerOf(view: MissionView, member: MemberRow, claim: MissionClaimRow) {
    const stored = await wallet.withLockedWallet(member, (locked) =>
      locked.replayOf(missionRewardKey(claim.missionId, claim.periodLabel)),
    );
    const row = await missionOf(member.merchantId, claim.missionId);
    const [standing] = await standings(view.merchant, member, [row]);
    return {
      amount: toDecimal(claim.amount),
      balance: Number(stored?.balance ?? 0),
      mission: missionOnWire(standing!, view.language),
    };
  }

  return {
    async summary(view, member) {
      const [all, signIn] = await Promise.all([
        shownStandings(view.merchant, member),
        signIns.taskOf(view.merchant, member, view.language),
      ]);
      const waiting = all.filter((standing) => standing.state === 'claimable').length;
      return {
        missions: all.map((standing) => missionOnWire(standing, view.language)),
        signIn,
        claimable: waiting + (signIn && !signIn.signedToday ? 1 : 0),
      };
    },

    async claim(view, member, input) {
      const row = await missionOf(view.merchant.id, input.id);
      const replay = await missionClaimByRequest(db, member.id, input.requestId);
      if (replay?.missionId === row.id) return answerOf(view, member, replay);
      const now = clock.now();
      if (row.startsAt > now) throw refuseMission.notStarted();
      const [standing] = await standings(view.merchant, member, [row]);
      const { state, period } = standing!;
      if (state === 'claimed') throw refuseMission.alreadyClaimed();
      if (state === 'expired') throw refuseMission.expired();
      if (state !== 'claimable') throw refuseMission.notEarned();
      const amount = row.rewardAmount;
      const turnoverAdded = turnoverFor(amount, row.turnoverMultipleHundredths);
      const key = missionRewardKey(row.id, period.label);
      const paid = await wallet.withLockedWallet(member, async (locked) => {
        const claim = await insertMissionClaimOnce(locked.tx, {
          missionId: row.id,
          merchantId: row.merchantId,
          memberId: member.id,
          periodLabel: period.label,
          amount,
          points: row.points,
          turnoverAdded,
          requestId: input.requestId,
          claimedAt: locked.now,
        });
        if (!claim) return undefined;
        await locked.move({
          kind: 'bonus',
          amount,
          reference: key,
          idempotencyKey: key,
          answer: (balance) => ({ amount: toDecimal(amount), balance: toDecimal(balance) }),
        });
        await addTurnoverRequirement(locked.tx, member.id, turnoverAdded, key, locked.now);
        return { balance: locked.account.balance };
      });
      if (!paid) {
        // A parallel call won: the same requestId answers its result, another one is refused.
        const again = await missionClaimByRequest(db, member.id, input.requestId);
        if (again?.missionId === row.id) return answerOf(view, member, again);
        throw refuseMission.alreadyClaimed();
      }
      const [after] = await standings(view.merchant, member, [row]);
      return {
        amount: toDecimal(amount),
        balance: toDecimal(paid.balance),
        mission: missionOnWire(after!, view.language),
      };
    },

    signIn: (view, member, requestId) => signIns.signIn(view.merchant, member, view.language, requestId),

    leaderboard: (view, member, limit) => leaderboardOf(db, view.merchant, member, clock.now(), limit),

    async claimableCount(member) {
      const merchant = await merchantById(db, member.merchantId);
      if (!merchant) return 0;
      const [all, open] = await Promise.all([
        shownStandings(merchant, member),
        signIns.openToday(merchant, member),
      ]);
      return all.filter((standing) => standing.state === 'claimable').length + (open ? 1 : 0);
    },
  };
}
