import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import type { seamlessBet, seamlessRollback, seamlessSettle } from '@lobbykit/api-client/contract';
import { boundedCache } from '../cache/bounded-cache';
import {
  closeBet,
  closeOpenBetSql,
  findBet,
  insertBet,
  insertBetIfNewSql,
  type RoundSnapshot,
  roundSnapshotSql,
} from '../db/bets';
import {
  BET_AT_ONCE,
  betAtOnceValues,
  type PlacedRound,
  SETTLE_AT_ONCE,
  settleAtOnceValues,
} from '../db/ledger-rounds';
import type { BetRow, GameRow, MemberRow } from '../db/schema/index';
import { DomainError } from './domain-error';
import { toDecimal } from './money';
import { insufficientBalance, type LockedWallet, type Movement, type WalletService } from './wallet';

export type BetAnswer = ResponseOf<typeof seamlessBet>;
export type SettleAnswer = ResponseOf<typeof seamlessSettle>;
export type RollbackAnswer = ResponseOf<typeof seamlessRollback>;

/** What a game decided when it took the stake: the win (minor units, possibly 0) and what the player sees. */
export interface DecidedOutcome {
  win: number;
  detail: Record<string, unknown>;
}

export interface SeamlessWallet {
  bet(
    member: MemberRow,
    game: GameRow,
    input: { transactionId: string; stake: number; outcome: DecidedOutcome },
  ): Promise<BetAnswer>;
  settle(
    member: MemberRow,
    input: { transactionId: string; betTransactionId: string },
  ): Promise<SettleAnswer>;
  rollback(
    member: MemberRow,
    input: { transactionId: string; betTransactionId: string },
  ): Promise<RollbackAnswer>;
}

/**
 * A fast path's refusal (moveIf refuses before its statement runs, so the transaction is intact) is
 * no answer yet: a retry that committed while the lock was awaited answers first, on the fresh path.
 */
async function refusedAsUndefined<T>(attempt: Promise<T>): Promise<T | undefined> {
  try {
    return await attempt;
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}

// Keys are per account (the ledger's unique index), so two members' transaction ids never meet.
const betKey = (id: string) => `bet:${id}`;
const settleKey = (id: string) => `settle:${id}`;
const rollbackKey = (id: string) => `rollback:${id}`;

/**
 * Rounds this process placed and has not seen closed, kept at most: a settle arriving here needs
 * no read before its one statement. Only the round's stake and outcome are kept (fixed once it is
 * placed), under the member's id and the round id, and the settle's statement closes the round
 * only while it is open with exactly those: an entry that outlived its round pays nothing wrong,
 * the settle then takes the read path.
 */
export const PLACED_ROUNDS_KEPT = 50_000;

/**
 * Bet, settle and rollback over the ledger, each in one transaction holding the member's account
 * lock: the bet row and the ledger entry are written together or not at all, and every answer is
 * stored with its entry so a retry gets exactly the first answer.
 */
export function createSeamlessWallet(deps: { wallet: WalletService }): SeamlessWallet {
  const { wallet } = deps;
  const placedRounds = boundedCache<PlacedRound>('placed rounds', PLACED_ROUNDS_KEPT);
  const roundKey = (memberId: number, roundId: string) => `${memberId}:${roundId}`;
  async function openBetOf(locked: LockedWallet, member: MemberRow, betTransactionId: string) {
    const bet = await findBet(locked.tx, member.id, betTransactionId);
    if (!bet) throw new DomainError(ErrorCode.notFound, 'No bet with this transaction id');
    if (bet.status === 'settled') throw new DomainError(ErrorCode.conflict, 'This bet is already settled');
    if (bet.status === 'rolled_back') {
      throw new DomainError(ErrorCode.conflict, 'This bet is already rolled back');
    }
    return bet;
  }

  /** The stake's movement of a bet. */
  const stakeMovement = (currency: string, transactionId: string, stake: number): Movement => ({
    kind: 'bet',
    amount: -stake,
    reference: transactionId,
    idempotencyKey: betKey(transactionId),
    answer: (balance): BetAnswer => ({
      transactionId,
      stake: toDecimal(stake),
      balance: toDecimal(balance),
      currency,
      status: 'open',
    }),
  });

  /** The payout of a settle: the win the game decided at the bet (0 when none), shown with its outcome. */
  function payout(
    currency: string,
    bet: Pick<BetRow, 'stake' | 'outcome'>,
    { transactionId, betTransactionId }: { transactionId: string; betTransactionId: string },
  ): { win: number; movement: Movement } {
    const { win: decided, ...detail } = bet.outcome ?? {};
    const win = typeof decided === 'number' && Number.isSafeInteger(decided) && decided > 0 ? decided : 0;
    return {
      win,
      movement: {
        kind: 'win',
        amount: win,
        reference: betTransactionId,
        idempotencyKey: settleKey(transactionId),
        answer: (balance): SettleAnswer => ({
          transactionId,
          betTransactionId,
          stake: toDecimal(bet.stake),
          win: toDecimal(win),
          balance: toDecimal(balance),
          currency,
          status: 'settled',
          outcome: detail,
        }),
      },
    };
  }

  // A first bet and a settle of a round placed here in one prepared statement each (a settle of a
  // round placed elsewhere reads it first); the locked path that every other case takes is four
  // round trips (begin, lock, write, commit): the lock statement also reads
  // the stored answer and the round (seen), and the bet row's insert or close goes in the statement
  // that moves the money, which moves only when that write changed a row. What the lock statement
  // read may miss a call that committed while this one waited for the lock, so any other outcome
  // (a refusal, a guard that changed nothing) takes the checks again, fresh, one statement each.
  return {
    async bet(member, game, { transactionId, stake, outcome }) {
      const won = { ...outcome.detail, win: outcome.win };
      // One round trip: the stake moves in the statement that inserts the round, when the round id
      // is new and the balance covers it; anything else (a replay, a refusal) on the locked path.
      // The main account is opened in the member's currency (wallet.ts).
      const placed = await wallet.moveAtOnce(
        member,
        stakeMovement(member.currency, transactionId, stake),
        BET_AT_ONCE,
        betAtOnceValues({
          merchantId: member.merchantId,
          gameId: game.id,
          vendorCode: game.vendorCode,
          gameType: game.gameType,
          roundId: transactionId,
          currency: member.currency,
          stake,
          outcome: won,
        }),
      );
      if (placed) {
        placedRounds.set(roundKey(member.id, transactionId), { stake, outcome: won });
        return placed as BetAnswer;
      }
      const read = {
        replayKey: betKey(transactionId),
        alongside: roundSnapshotSql(member.id, transactionId),
      };
      return wallet.withLockedWalletReading(member, read, async (locked, seen) => {
        if (seen.replay) return seen.replay as BetAnswer;
        const bet = {
          merchantId: member.merchantId,
          memberId: member.id,
          gameId: game.id,
          vendorCode: game.vendorCode,
          gameType: game.gameType,
          roundId: transactionId,
          currency: locked.account.currency,
          stake,
          outcome: { ...outcome.detail, win: outcome.win },
          placedAt: locked.now,
        };
        if (!seen.alongside && stake <= locked.account.balance) {
          const placed = await refusedAsUndefined(
            locked.moveIf(
              stakeMovement(locked.account.currency, transactionId, stake),
              insertBetIfNewSql(locked.tx, bet),
            ),
          );
          if (placed) return placed as BetAnswer;
        }
        const first = await locked.replayOf(betKey(transactionId));
        if (first) return first as BetAnswer;
        if (stake > locked.account.balance) throw insufficientBalance(locked.account.balance);
        // A round id another of this member's rounds already used, without a bet entry: refuse, not overwrite.
        if (await findBet(locked.tx, member.id, transactionId)) {
          throw new DomainError(ErrorCode.conflict, 'This transaction id is already used');
        }
        await insertBet(locked.tx, bet);
        return (await locked.move(stakeMovement(locked.account.currency, transactionId, stake))) as BetAnswer;
      });
    },

    async settle(member, input) {
      const key = roundKey(member.id, input.betTransactionId);
      // One round trip for a round placed here: the payout in the statement that closes the round
      // while it is still open as placed. Else two: the round and any stored answer (committed, so
      // final when found), then that statement; anything else on the locked path.
      let open: PlacedRound | undefined = placedRounds.get(key);
      if (!open) {
        const peeked = await wallet.peekRound(member, settleKey(input.transactionId), input.betTransactionId);
        if (peeked?.replay) return peeked.replay as SettleAnswer;
        if (peeked?.round?.status === 'open') open = peeked.round;
      }
      placedRounds.delete(key);
      if (open) {
        const { win, movement } = payout(member.currency, open, input);
        const paid = await wallet.moveAtOnce(
          member,
          movement,
          SETTLE_AT_ONCE,
          settleAtOnceValues(input.betTransactionId, open, win),
        );
        if (paid) return paid as SettleAnswer;
      }
      const read = {
        replayKey: settleKey(input.transactionId),
        alongside: roundSnapshotSql(member.id, input.betTransactionId),
      };
      return wallet.withLockedWalletReading(member, read, async (locked, seen) => {
        if (seen.replay) return seen.replay as SettleAnswer;
        const round = seen.alongside as RoundSnapshot | null;
        if (round?.status === 'open') {
          const { win, movement } = payout(locked.account.currency, round, input);
          const close = { status: 'settled' as const, win, at: locked.now };
          const paid = await refusedAsUndefined(
            locked.moveIf(movement, closeOpenBetSql(locked.tx, round.id, close)),
          );
          if (paid) return paid as SettleAnswer;
        }
        const first = await locked.replayOf(settleKey(input.transactionId));
        if (first) return first as SettleAnswer;
        const bet = await openBetOf(locked, member, input.betTransactionId);
        const { win, movement } = payout(locked.account.currency, bet, input);
        await closeBet(locked.tx, bet.id, { status: 'settled', win, at: locked.now });
        return (await locked.move(movement)) as SettleAnswer;
      });
    },

    rollback(member, { transactionId, betTransactionId }) {
      placedRounds.delete(roundKey(member.id, betTransactionId));
      return wallet.withLockedWallet(member, async (locked) => {
        const first = await locked.replayOf(rollbackKey(transactionId));
        if (first) return first as RollbackAnswer;
        const bet = await openBetOf(locked, member, betTransactionId);
        await closeBet(locked.tx, bet.id, { status: 'rolled_back', win: null, at: locked.now });
        const answer = await locked.move({
          kind: 'rollback',
          amount: bet.stake,
          reference: betTransactionId,
          idempotencyKey: rollbackKey(transactionId),
          answer: (balance): RollbackAnswer => ({
            transactionId,
            betTransactionId,
            refunded: toDecimal(bet.stake),
            balance: toDecimal(balance),
            currency: locked.account.currency,
            status: 'rolled_back',
          }),
        });
        return answer as RollbackAnswer;
      });
    },
  };
}
