import { getTableName } from 'drizzle-orm';
import type { NewBet, RoundSnapshot } from './bets';
import { type Db, type PreparedStatement, runPrepared } from './database';
import { AT_ONCE_FIRST_GUARD_PARAM, atOnceStatement } from './ledger-at-once';
import { bets, ledgerEntries, MAIN_WALLET, walletAccounts } from './schema/index';

// The seamless wallet's hot statements (a bet, a settle), written once as prepared statements:
// no query building per call, parsed and planned once per pooled connection on PostgreSQL.

const first = AT_ONCE_FIRST_GUARD_PARAM;
const param = (offset: number) => `$${first + offset}`;

/**
 * A bet's stake in one statement: the round's row is inserted only when `allowed` kept the account
 * (the balance covers the stake) and the round id is new to the member ($1), placed at $5.
 */
export const BET_AT_ONCE = atOnceStatement(
  'lobbykit_bet_at_once',
  `insert into ${getTableName(bets)} (merchant_id, member_id, game_id, vendor_code, game_type, round_id,
      currency, stake, outcome, placed_at)
    select ${param(0)}::integer, $1::integer, ${param(1)}::integer, ${param(2)}::varchar, ${param(3)}::varchar,
      ${param(4)}::varchar, ${param(5)}::varchar, ${param(6)}::bigint, ${param(7)}::jsonb, $5::timestamptz
    from allowed
    on conflict (member_id, round_id) do nothing
    returning id`,
);

/** BET_AT_ONCE's own values for `bet` (its member and time are the movement's $1 and $5). */
export const betAtOnceValues = (bet: Omit<NewBet, 'memberId' | 'placedAt'>): unknown[] => [
  bet.merchantId,
  bet.gameId,
  bet.vendorCode,
  bet.gameType,
  bet.roundId,
  bet.currency,
  bet.stake,
  bet.outcome == null ? null : JSON.stringify(bet.outcome),
];

/**
 * A settle's payout in one statement: the member's round (by its round id, unique per member)
 * closes (settled, with its win, at $5) only when `allowed` kept the account and the round is still
 * open with the stake and outcome the payout was worked out from.
 */
export const SETTLE_AT_ONCE = atOnceStatement(
  'lobbykit_settle_at_once',
  `update ${getTableName(bets)} set status = 'settled', win = ${param(1)}::bigint, settled_at = $5::timestamptz
    where member_id = $1::integer and round_id = ${param(0)}::varchar and status = 'open'
      and stake = ${param(2)}::bigint and outcome is not distinct from ${param(3)}::jsonb
      and exists (select 1 from allowed)
    returning id`,
);

/** What a settle pays from: a round's stake and outcome, which never change once it is placed. */
export type PlacedRound = Pick<RoundSnapshot, 'stake' | 'outcome'>;

/** SETTLE_AT_ONCE's own values: the round it closes, as it was placed, and the win it pays. */
export const settleAtOnceValues = (roundId: string, round: PlacedRound, win: number): unknown[] => [
  roundId,
  win,
  round.stake,
  // A round without an outcome holds SQL null, which `is not distinct from` matches only with null.
  round.outcome === null ? null : JSON.stringify(round.outcome),
];

const ROUND_PEEK: PreparedStatement = {
  name: 'lobbykit_round_peek',
  text: `select
      (select entry.answer from ${getTableName(ledgerEntries)} entry
        where entry.account_id = account.id and entry.idempotency_key = $3::varchar) as replay,
      (select json_build_object('id', round.id, 'stake', round.stake, 'status', round.status,
          'outcome', round.outcome)
        from ${getTableName(bets)} round where round.member_id = $1::integer and round.round_id = $4::varchar) as round
    from ${getTableName(walletAccounts)} account
    where account.member_id = $1::integer and account.wallet = $2::varchar`,
};

const parsed = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * Without a lock or a transaction (one round trip): the answer stored under `replayKey` in the
 * member's main account and the member's round `roundId`. A snapshot: what it finds is committed,
 * what it lacks may be in flight. Undefined when the member has no main account yet.
 */
export async function peekRound(
  db: Db,
  memberId: number,
  replayKey: string,
  roundId: string,
): Promise<{ replay: Record<string, unknown> | undefined; round: RoundSnapshot | null } | undefined> {
  const [row] = await runPrepared<{
    replay: Record<string, unknown> | string | null;
    round: RoundSnapshot | string | null;
  }>(db, ROUND_PEEK, [memberId, MAIN_WALLET, replayKey, roundId]);
  if (!row) return undefined;
  const round = parsed(row.round);
  return {
    replay: parsed(row.replay) ?? undefined,
    round: round && { ...round, id: Number(round.id), stake: Number(round.stake) },
  };
}
