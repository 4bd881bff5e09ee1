import type { GameRow } from '../db/schema/index';
import type { Random } from '../demo-game/random';
import { playRound, variantOf } from '../demo-game/variant';
import { toDecimal } from '../services/money';
import { DEMO_CREDIT } from '../services/wallet';
import { type SeededRandom, seededRandom } from './seeded-random';

/** Seeded players whose play fills a fresh install's winners board; they cannot log in. */
export const HISTORY_PLAYERS_PER_MERCHANT = 12;
export const HISTORY_ROUNDS_PER_PLAYER = 15;
const HISTORY_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;
/** Stakes in minor units: 10.00 to 1,000.00. */
const STAKES = [1_000, 5_000, 10_000, 50_000, 100_000];
const FIRST_NAMES = [
  'maria',
  'jun',
  'rahim',
  'ana',
  'karim',
  'liza',
  'paolo',
  'nusrat',
  'joy',
  'arif',
  'bea',
  'tanvir',
];
const PICKS: Record<string, (random: SeededRandom) => string | undefined> = {
  baccarat: (r) => r.pick(['player', 'banker', 'tie']),
  match: (r) => r.pick(['home', 'away']),
  duel: (r) => r.pick(['left', 'right']),
  cockfight: (r) => r.pick(['meron', 'wala']),
  lottery: (r) => String(r.int(0, 99)).padStart(2, '0'),
  bingo: (r) => {
    const picks = new Set<number>();
    while (picks.size < 5) picks.add(r.int(1, 25));
    return [...picks].join(',');
  },
};

export interface HistoryPlayer {
  username: string;
  nickname: string;
  customerId: string;
}

/** Usernames like `maria_482`: deterministic per merchant, distinct from the demo accounts. */
export function historyPlayers(merchantCode: string, seed: number): HistoryPlayer[] {
  const random = seededRandom(seed);
  return FIRST_NAMES.slice(0, HISTORY_PLAYERS_PER_MERCHANT).map((name, index) => {
    const suffix = String(random.int(100, 999));
    return {
      username: `${name}_${suffix}`,
      nickname: `${name[0]!.toUpperCase()}${name.slice(1)}`,
      customerId: `${merchantCode.toUpperCase()}9${String(index + 1).padStart(6, '0')}`,
    };
  });
}

/** One seeded round, already settled, with the ledger movements it made. */
export interface HistoryRound {
  game: GameRow;
  roundId: string;
  stake: number;
  win: number;
  outcome: Record<string, unknown>;
  placedAt: Date;
  settledAt: Date;
}

export interface HistoryMovement {
  kind: 'credit' | 'bet' | 'win';
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
  reference: string;
  idempotencyKey: string;
  answer: Record<string, unknown>;
  createdAt: Date;
}

/**
 * A player's week: the demo credit, then rounds played through the demo game's own rules (the same
 * pay tables, a seeded generator instead of node:crypto), each a bet and a settle on the ledger.
 */
export function playerHistory(
  games: GameRow[],
  currency: string,
  now: Date,
  seed: number,
): { rounds: HistoryRound[]; movements: HistoryMovement[]; balance: number } {
  const random = seededRandom(seed);
  const luck: Random = { int: (max) => random.int(0, max - 1) };
  const start = now.getTime() - HISTORY_DAYS * DAY_MS;
  const times = Array.from(
    { length: HISTORY_ROUNDS_PER_PLAYER },
    () => start + random.int(60_000, HISTORY_DAYS * DAY_MS - 60_000),
  ).sort((a, b) => a - b);
  let balance = 0;
  const movements: HistoryMovement[] = [];
  const move = (
    kind: HistoryMovement['kind'],
    amount: number,
    reference: string,
    key: string,
    at: Date,
    answer: (b: number) => Record<string, unknown>,
  ) => {
    movements.push({
      kind,
      amount,
      balanceBefore: balance,
      balanceAfter: balance + amount,
      reference,
      idempotencyKey: key,
      answer: answer(balance + amount),
      createdAt: at,
    });
    balance += amount;
  };
  move('credit', DEMO_CREDIT, 'demo-credit', 'demo-credit', new Date(start), (b) => ({
    balance: toDecimal(b),
    credited: toDecimal(DEMO_CREDIT),
  }));

  const rounds: HistoryRound[] = [];
  times.forEach((time, index) => {
    const game = random.pick(games);
    const stake = random.pick(STAKES);
    if (stake > balance) return;
    const variant = variantOf(game);
    const { win, detail } = playRound(variant, stake, PICKS[variant]?.(random), luck);
    const roundId = `seed${seed.toString(36)}r${index}`;
    const placedAt = new Date(time);
    const settledAt = new Date(time + random.int(2_000, 30_000));
    rounds.push({ game, roundId, stake, win, outcome: { ...detail, win }, placedAt, settledAt });
    move('bet', -stake, roundId, `bet:${roundId}`, placedAt, (b) => ({
      transactionId: roundId,
      stake: toDecimal(stake),
      balance: toDecimal(b),
      currency,
      status: 'open',
    }));
    move('win', win, roundId, `settle:${roundId}-s`, settledAt, (b) => ({
      transactionId: `${roundId}-s`,
      betTransactionId: roundId,
      stake: toDecimal(stake),
      win: toDecimal(win),
      balance: toDecimal(b),
      currency,
      status: 'settled',
      outcome: detail,
    }));
  });
  return { rounds, movements, balance };
}
