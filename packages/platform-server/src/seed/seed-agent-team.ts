import type { Clock } from '../clock';
import {
  firstDepositChannel,
  insertApprovedDeposits,
  insertSeedContracts,
  memberOf,
  type SeedLedgerEntry,
  setUpline,
} from '../db/agent-seed';
import type { Db } from '../db/database';
import { findMerchantByCode } from '../db/merchants';
import { storePaymentPassword } from '../db/payment-passwords';
import {
  insertAccountWithLedger,
  insertBets,
  insertMembers,
  launchableGames,
  markSeed,
} from '../db/play-seed';
import type { GameRow, MemberRow, MerchantRow } from '../db/schema/index';
import { isSeedApplied } from '../db/seed-writer';
import { toDecimal } from '../services/money';
import { hashPassword } from '../services/passwords';
import { DEMO_CREDIT } from '../services/wallet';
import { seededRandom } from './seeded-random';

/** Bump the name when the agent team changes shape. */
export const AGENT_TEAM_SEED = 'agent-team-v1';
/** agent01's payment password, for transfers to its downline in the demo. */
export const AGENT_PAYMENT_PASSWORD = '246810';
export const SEED_DAYS = 30;

const DAY_MS = 86_400_000;
const STAKES = [500, 1_000, 2_000, 5_000, 10_000, 20_000];

/**
 * agent01's team below demo01 and newbie01, three levels deep: sub01 (a sub-agent) and team01 under
 * agent01; team02 and sub02 (an agent) under sub01; team03 under sub02. Above agent01 sits master01,
 * whose contracts give agent01 its own rates and an income. Passwords: agents Agent1234, players Demo1234.
 */
export const AGENT_TEAM = [
  { username: 'sub01', upline: 'agent01', type: 1, nickname: 'Sub Agent One', password: 'Agent1234' },
  { username: 'team01', upline: 'agent01', type: 0, nickname: 'Team Player One', password: 'Demo1234' },
  { username: 'team02', upline: 'sub01', type: 0, nickname: 'Team Player Two', password: 'Demo1234' },
  { username: 'sub02', upline: 'sub01', type: 1, nickname: 'Sub Agent Two', password: 'Agent1234' },
  { username: 'team03', upline: 'sub02', type: 0, nickname: 'Team Player Three', password: 'Demo1234' },
] as const;

interface Round {
  game: GameRow;
  stake: number;
  win: number;
  placedAt: Date;
}

/** A month of one member's play and deposits, and the ledger that follows from it (oldest first). */
function historyOf(seed: number, now: number, pool: GameRow[]) {
  const random = seededRandom(seed);
  const rounds: Round[] = [];
  const depositsAt: { at: Date; amount: number }[] = [];
  for (let day = SEED_DAYS; day >= 1; day--) {
    const dayStart = now - day * DAY_MS;
    if (day % 7 === seed % 7)
      depositsAt.push({
        at: new Date(dayStart + 3_600_000),
        amount: random.pick([50_000, 100_000, 200_000]),
      });
    const count = random.int(2, 8);
    for (let index = 0; index < count; index++) {
      const stake = random.pick(STAKES);
      // Most rounds lose, some win back up to three times the stake: a team that loses a little.
      const win = random.next() < 0.45 ? stake * random.int(1, 3) : 0;
      rounds.push({
        game: random.pick(pool),
        stake,
        win,
        placedAt: new Date(dayStart + random.int(2, 22) * 3_600_000 + index * 60_000),
      });
    }
  }
  return { rounds: rounds.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime()), depositsAt };
}

/**
 * agent01's team, a month of its bets and deposits, and contracts, so every agent-center page has data
 * on a fresh start: a daily wage and a weekly dividend accepted by sub01, hourly and real-time salaries
 * accepted by team01 (settled by the first settlement pass), and a daily wage offered to demo01 waiting
 * in the player site's contract modal. Run by the server's start, not by the test database.
 */
export async function seedAgentTeam(db: Db, clock: Clock): Promise<boolean> {
  if (await isSeedApplied(db, AGENT_TEAM_SEED)) return false;
  const merchant = await findMerchantByCode(db, 'ph');
  if (!merchant) return false;
  const pool = await launchableGames(db, merchant.code);
  const agent = await memberOf(db, merchant.id, 'agent01');
  if (!agent || pool.length === 0) return false;
  const hashes = new Map<string, string>();
  for (const password of new Set(AGENT_TEAM.map((member) => member.password)))
    hashes.set(password, await hashPassword(password));
  const paymentHash = await hashPassword(AGENT_PAYMENT_PASSWORD);

  return db.transaction(async (tx) => {
    if (!(await markSeed(tx, AGENT_TEAM_SEED))) return false;
    const now = clock.now();
    const [master] = await insertMembers(tx, [
      {
        merchantId: merchant.id,
        username: 'master01',
        passwordHash: hashes.get('Agent1234')!,
        type: 2,
        nickname: 'Master Agent',
        customerId: 'PH1900000',
        currency: merchant.currency,
        createdAt: new Date(now.getTime() - (SEED_DAYS + 10) * DAY_MS),
        passwordChangedAt: now,
      },
    ]);
    await setUpline(tx, agent.id, master!.id);
    const byName = new Map<string, MemberRow>([
      ['agent01', agent],
      ['master01', master!],
    ]);
    for (const [index, entry] of AGENT_TEAM.entries()) {
      const [row] = await insertMembers(tx, [
        {
          merchantId: merchant.id,
          username: entry.username,
          passwordHash: hashes.get(entry.password)!,
          type: entry.type,
          uplineId: byName.get(entry.upline)!.id,
          nickname: entry.nickname,
          customerId: `PH19000${String(index + 1).padStart(2, '0')}`,
          currency: merchant.currency,
          createdAt: new Date(now.getTime() - (SEED_DAYS + 5 - index) * DAY_MS),
          passwordChangedAt: now,
        },
      ]);
      byName.set(entry.username, row!);
    }
    for (const [index, entry] of AGENT_TEAM.entries()) {
      await seedPlayAndDeposits(tx, merchant, byName.get(entry.username)!, pool, now, 7_100 + index);
    }
    await storePaymentPassword(tx, agent.id, paymentHash, now);
    await seedContracts(tx, merchant, byName, now);
    return true;
  });
}

async function seedPlayAndDeposits(
  tx: Db,
  merchant: MerchantRow,
  member: MemberRow,
  pool: GameRow[],
  now: Date,
  seed: number,
) {
  const { rounds, depositsAt } = historyOf(seed, now.getTime(), pool);
  const channelId = await firstDepositChannel(tx, merchant.id);
  const depositIds = channelId
    ? await insertApprovedDeposits(
        tx,
        depositsAt.map((deposit, index) => ({
          merchantId: merchant.id,
          memberId: member.id,
          channelId,
          amount: deposit.amount,
          status: 'APPROVED' as const,
          reference: `SEED${member.id}D${index + 1}`,
          requestId: `seed-deposit-${member.id}-${index + 1}`,
          createdAt: deposit.at,
          decidedAt: deposit.at,
        })),
      )
    : [];
  // The ledger in time order: the opening credit, then deposits and rounds as they happened.
  const events = [
    ...depositsAt.map((deposit, index) => ({
      at: deposit.at,
      deposit: { ...deposit, id: depositIds[index] },
    })),
    ...rounds.map((round) => ({ at: round.placedAt, round })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  let balance = 0;
  const entries: SeedLedgerEntry[] = [];
  const push = (kind: SeedLedgerEntry['kind'], amount: number, reference: string, key: string, at: Date) => {
    entries.push({
      kind,
      amount,
      balanceBefore: balance,
      balanceAfter: balance + amount,
      reference,
      idempotencyKey: key,
      answer: { balance: toDecimal(balance + amount) },
      createdAt: at,
    });
    balance += amount;
  };
  push(
    'credit',
    DEMO_CREDIT,
    'demo-credit',
    'demo-credit',
    new Date(now.getTime() - (SEED_DAYS + 1) * DAY_MS),
  );
  const bets: Parameters<typeof insertBets>[1] = [];
  for (const [index, event] of events.entries()) {
    if ('deposit' in event && event.deposit) {
      if (event.deposit.id === undefined) continue;
      push(
        'deposit',
        event.deposit.amount,
        `deposit:${event.deposit.id}`,
        `deposit:${event.deposit.id}`,
        event.at,
      );
      continue;
    }
    const { round } = event as { round: Round };
    if (round.stake > balance) continue;
    const roundId = `${member.username}-team-${index}`;
    push('bet', -round.stake, roundId, `bet:${roundId}`, round.placedAt);
    const settledAt = new Date(round.placedAt.getTime() + 45_000);
    push('win', round.win, roundId, `settle:${roundId}`, settledAt);
    bets.push({
      merchantId: merchant.id,
      memberId: member.id,
      gameId: round.game.id,
      vendorCode: round.game.vendorCode,
      gameType: round.game.gameType,
      roundId,
      currency: member.currency,
      stake: round.stake,
      win: round.win,
      status: 'settled',
      placedAt: round.placedAt,
      settledAt,
    });
  }
  await insertAccountWithLedger(
    tx,
    { memberId: member.id, currency: member.currency, balance, updatedAt: now },
    entries,
  );
  await insertBets(tx, bets);
}

async function seedContracts(tx: Db, merchant: MerchantRow, byName: Map<string, MemberRow>, now: Date) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const agent = byName.get('agent01')!;
  const master = byName.get('master01')!;
  const demo = await memberOf(tx, merchant.id, 'demo01');
  // agent01's own contracts, from master01: its caps and its income.
  const fromMaster = {
    merchantId: merchant.id,
    uplineId: master.id,
    downlineId: agent.id,
    activeMembers: 1,
    periodProfitLoss: 0,
    periodValidBet: 0,
    status: 'accepted' as const,
    offeredAt: at(SEED_DAYS + 2),
  };
  await insertSeedContracts(tx, [
    { ...fromMaster, kind: 'dailyWage', period: 'Daily', rateBp: 120, answeredAt: at(SEED_DAYS + 1) },
    { ...fromMaster, kind: 'dividend', period: 'Semimonthly', rateBp: 3000, answeredAt: at(SEED_DAYS + 1) },
    { ...fromMaster, kind: 'hourlySalary', period: 'Hourly', rateBp: 40, answeredAt: at(2) },
    {
      ...fromMaster,
      kind: 'realtimeSalary',
      period: 'FiveMinutes',
      rateBp: 25,
      answeredAt: new Date(now.getTime() - 2 * 3_600_000),
    },
  ]);
  const base = { merchantId: merchant.id, uplineId: agent.id, activeMembers: 1, periodProfitLoss: 0 };
  await insertSeedContracts(tx, [
    {
      ...base,
      kind: 'dailyWage',
      period: 'Daily',
      downlineId: byName.get('sub01')!.id,
      rateBp: 100,
      periodValidBet: 10_000,
      status: 'accepted',
      offeredAt: at(SEED_DAYS + 1),
      answeredAt: at(SEED_DAYS),
    },
    {
      ...base,
      kind: 'dividend',
      period: 'Weekly',
      downlineId: byName.get('sub01')!.id,
      rateBp: 2500,
      periodValidBet: 0,
      status: 'accepted',
      offeredAt: at(SEED_DAYS + 1),
      answeredAt: at(SEED_DAYS),
    },
    {
      ...base,
      kind: 'hourlySalary',
      period: 'Hourly',
      downlineId: byName.get('team01')!.id,
      rateBp: 30,
      periodValidBet: 0,
      status: 'accepted',
      offeredAt: at(3),
      answeredAt: at(2),
    },
    {
      ...base,
      kind: 'realtimeSalary',
      period: 'FiveMinutes',
      downlineId: byName.get('team01')!.id,
      rateBp: 20,
      periodValidBet: 0,
      status: 'accepted',
      offeredAt: at(1),
      answeredAt: new Date(now.getTime() - 2 * 3_600_000),
    },
    ...(demo
      ? [
          {
            ...base,
            kind: 'dailyWage' as const,
            period: 'Daily' as const,
            downlineId: demo.id,
            rateBp: 80,
            periodValidBet: 5_000,
            status: 'offered' as const,
            offeredAt: at(1),
          },
        ]
      : []),
  ]);
}
