import { ErrorCode, MAX_BALANCE } from '@lobbykit/api-client';
import type { SQL } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { RoundSnapshot } from '../db/bets';
import type { Db, PreparedStatement } from '../db/database';
import {
  appendLedgerEntryIf,
  ensureWalletAccount,
  findLedgerEntry,
  findWalletAccount,
  type LockedAlongside,
  lockWalletAccount,
  lockWalletAccountWith,
  type NewLedgerEntry,
} from '../db/ledger';
import { moveAtOnce } from '../db/ledger-at-once';
import { peekRound } from '../db/ledger-rounds';
import { type LedgerKind, MAIN_WALLET, type MemberRow, type WalletAccountRow } from '../db/schema/index';
import type { BalanceCache } from './balance-cache';
import { DomainError } from './domain-error';
import { toDecimal } from './money';
import { addTurnoverRequirement } from './turnover';

/**
 * What a new member and every demo player start with: 10,000.00 of demo credit (minor units). A
 * registration's demo credit must be played through (turnover equal to it) before any withdrawal.
 */
export const DEMO_CREDIT = 1_000_000;

/** Free play's trial credit (R7.04): 2,000.00 in minor units, enough to try the site, not to cash out. */
export const TRIAL_CREDIT = 200_000;

export interface Movement {
  kind: LedgerKind;
  /** Signed minor units. */
  amount: number;
  reference: string;
  idempotencyKey: string;
  /** The answer to store with the entry, built from the balance after the movement. */
  answer: (balanceAfter: number) => Record<string, unknown>;
}

/** A movement's answer, and whether it was a replay of an earlier call with the same key. */
export interface MoveResult {
  answer: Record<string, unknown>;
  replayed: boolean;
}

/** The tools a caller gets inside one locked-account transaction. */
export interface LockedWallet {
  tx: Db;
  account: WalletAccountRow;
  /** The clock's time when the lock was taken: every row the operation writes carries it. */
  now: Date;
  /** The stored answer when this key already moved money. */
  replayOf(idempotencyKey: string): Promise<Record<string, unknown> | undefined>;
  /** Appends a movement; refuses (and changes nothing) when it would take the balance below zero. */
  move(movement: Movement): Promise<Record<string, unknown>>;
  /**
   * `move` in the same statement as `guard` (db/: a write with RETURNING), only when the guard
   * changed a row: undefined, and nothing moved, when it did not. Refuses as `move` does.
   */
  moveIf(movement: Movement, guard: SQL): Promise<Record<string, unknown> | undefined>;
}

/** What the lock statement of withLockedWalletReading read beside the account (see LockedAlongside). */
export type SeenWithLock = LockedAlongside;

/** What peekRound read: a stored answer and the member's round, as committed when it ran. */
export interface RoundPeek {
  replay: Record<string, unknown> | undefined;
  round: RoundSnapshot | null;
}

/** One wallet of one member: its main wallet (`MAIN`) or a game wallet named by vendor code. */
export interface WalletRef {
  member: MemberRow;
  wallet: string;
}

/** The tools a caller gets inside one transaction holding several accounts' locks (transfers). */
export interface LockedWallets {
  tx: Db;
  /** The locked accounts, in the order the caller named them (not the order they were locked in). */
  accounts: WalletAccountRow[];
  now: Date;
  replayOf(account: WalletAccountRow, idempotencyKey: string): Promise<Record<string, unknown> | undefined>;
  /** Appends a movement to one of the locked accounts; refuses when it would go below zero. */
  move(account: WalletAccountRow, movement: Movement): Promise<Record<string, unknown>>;
}

export interface WalletService {
  /** The member's main balance in minor units (0 before the first movement). */
  balanceOf(member: MemberRow): Promise<number>;
  /**
   * Runs `work` in one transaction holding the member's account lock, so concurrent operations on one
   * account queue and a refusal anywhere inside rolls every write back.
   */
  withLockedWallet<T>(member: MemberRow, work: (wallet: LockedWallet) => Promise<T>): Promise<T>;
  /**
   * withLockedWallet whose lock statement also reads the answer stored under `replayKey` and the
   * `alongside` subquery, saving their round trips. They may miss what committed while the lock was
   * awaited: `work` trusts what they found and asks again (replayOf, fresh) before any refusal.
   */
  withLockedWalletReading<T>(
    member: MemberRow,
    read: { replayKey: string; alongside?: SQL | undefined },
    work: (wallet: LockedWallet, seen: SeenWithLock) => Promise<T>,
  ): Promise<T>;
  /**
   * Runs `work` in one transaction holding the locks of several accounts (created when missing).
   * Locks are always taken in one global order (member id, then the main wallet, then game wallets
   * by code), so two transfers touching the same accounts queue instead of deadlocking.
   */
  withLockedWallets<T>(refs: WalletRef[], work: (wallets: LockedWallets) => Promise<T>): Promise<T>;
  /**
   * Without a lock or a transaction (one round trip): the answer stored under `replayKey` and the
   * member's round `roundId` (db/ledger-rounds.ts). Undefined when the member has no main account yet.
   */
  peekRound(member: MemberRow, replayKey: string, roundId: string): Promise<RoundPeek | undefined>;
  /**
   * A movement of the member's main wallet in one prepared statement (db/ledger-at-once.ts,
   * `statement` from atOnceStatement, its guard's values after the movement's): only when the
   * balance stays within 0 and MAX_BALANCE and the guard (reading the statement's `allowed`)
   * changes a row. The stored answer is `movement.answer` with `balance` set by the statement to
   * the balance after. Undefined when nothing moved: the caller then takes its locked path, which
   * tells a replay, a refusal and a missing account apart.
   */
  moveAtOnce(
    member: MemberRow,
    movement: Movement,
    statement: PreparedStatement,
    guardValues: readonly unknown[],
  ): Promise<Record<string, unknown> | undefined>;
  /** A single idempotent movement: a replayed key answers the first answer and moves nothing. */
  move(member: MemberRow, movement: Movement): Promise<MoveResult>;
  /** The opening demo credit, once per member (its own key): what the accounts issue calls on register. */
  grantDemoCredit(member: MemberRow): Promise<MoveResult>;
  /** The trial credit of a free-play account, once per member (its own key). */
  grantTrialCredit(member: MemberRow): Promise<MoveResult>;
}

export function insufficientBalance(balance: number): DomainError {
  return new DomainError(ErrorCode.insufficientBalance, 'The stake is more than the balance', {
    balance: toDecimal(balance),
  });
}

/** The most a wallet holds, in minor units (the contract's MAX_BALANCE): sums stay safe integers. */
export const MAX_BALANCE_MINOR = MAX_BALANCE * 100;

/** A credit that would lift the balance over MAX_BALANCE: refused, nothing moves. */
export function balanceLimit(balance: number): DomainError {
  return new DomainError(ErrorCode.conflict, 'This would take the balance over the maximum', {
    field: 'amount',
    messageKey: 'balance_limit',
    balance: toDecimal(balance),
  });
}

/** Appends a movement to an account whose lock the transaction holds (only when `guard` changes a row). */
async function moveLocked(
  tx: Db,
  account: WalletAccountRow,
  now: Date,
  movement: Movement,
  guard?: SQL,
): Promise<Record<string, unknown> | undefined> {
  // Zero is allowed: a round that wins nothing still settles, and the ledger records that it did.
  if (!Number.isSafeInteger(movement.amount)) throw new RangeError(`Not an amount: ${movement.amount}`);
  if (account.balance + movement.amount < 0) throw insufficientBalance(account.balance);
  if (movement.amount > 0 && account.balance + movement.amount > MAX_BALANCE_MINOR) {
    throw balanceLimit(account.balance);
  }
  const entry: NewLedgerEntry = {
    kind: movement.kind,
    amount: movement.amount,
    reference: movement.reference,
    idempotencyKey: movement.idempotencyKey,
    answer: movement.answer(account.balance + movement.amount),
    at: now,
  };
  return appendLedgerEntryIf(tx, account, entry, guard);
}

/** moveLocked without a guard: the account is locked, so the movement always lands. */
async function moveLockedAlways(tx: Db, account: WalletAccountRow, now: Date, movement: Movement) {
  const answer = await moveLocked(tx, account, now, movement);
  if (!answer) throw new Error(`No wallet account ${account.id} to move`);
  return answer;
}

const lockRank = (ref: WalletRef) => [ref.member.id, ref.wallet === MAIN_WALLET ? 0 : 1, ref.wallet] as const;

function lockOrder(left: WalletRef, right: WalletRef): number {
  const [a, b] = [lockRank(left), lockRank(right)];
  return a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0);
}

/**
 * `balances` (the platform's) keeps main balances in memory: every movement here drops the moved
 * members' balances once its transaction has ended. Without it (seeds, tests) every read is a query.
 */
export function createWalletService(deps: {
  db: Db;
  clock: Clock;
  balances?: BalanceCache | undefined;
}): WalletService {
  const { db, clock, balances } = deps;
  /** Runs `transaction`, then drops the kept balances of the members whose money it moved. */
  async function moving<T>(transaction: (moved: Set<number>) => Promise<T>): Promise<T> {
    const moved = new Set<number>();
    try {
      return await transaction(moved);
    } finally {
      balances?.moved(moved);
    }
  }

  /**
   * The account locked in `tx`; created first when missing (its first movement). Creating it in the
   * transaction is safe: a concurrent creator's insert waits for this one's commit, then finds it.
   */
  async function lockOrCreate(tx: Db, member: MemberRow, wallet = MAIN_WALLET) {
    const found = await lockWalletAccount(tx, member.id, wallet);
    if (found) return found;
    await ensureWalletAccount(tx, member.id, member.currency, wallet);
    return lockWalletAccount(tx, member.id, wallet);
  }

  /** The tools of one locked account in `tx`; money it moves is noted in `moved`. */
  function lockedWallet(tx: Db, member: MemberRow, account: WalletAccountRow, moved: Set<number>) {
    const now = clock.now();
    const wallet: LockedWallet = {
      tx,
      account,
      now,
      async replayOf(idempotencyKey) {
        return (await findLedgerEntry(tx, account.id, idempotencyKey))?.answer;
      },
      move(movement) {
        moved.add(member.id);
        return moveLockedAlways(tx, account, now, movement);
      },
      moveIf(movement, guard) {
        moved.add(member.id);
        return moveLocked(tx, account, now, movement, guard);
      },
    };
    return wallet;
  }

  async function withLockedWallet<T>(member: MemberRow, work: (wallet: LockedWallet) => Promise<T>) {
    return moving((moved) =>
      db.transaction(async (tx) => {
        const account = await lockOrCreate(tx, member);
        if (!account) throw new Error(`No wallet account for member ${member.id}`);
        return work(lockedWallet(tx, member, account, moved));
      }),
    );
  }

  async function withLockedWalletReading<T>(
    member: MemberRow,
    read: { replayKey: string; alongside?: SQL | undefined },
    work: (wallet: LockedWallet, seen: SeenWithLock) => Promise<T>,
  ) {
    return moving((moved) =>
      db.transaction(async (tx) => {
        let locked = await lockWalletAccountWith(tx, member.id, read);
        if (!locked) {
          // The first movement of this member: as lockOrCreate, inside the transaction.
          await ensureWalletAccount(tx, member.id, member.currency);
          locked = await lockWalletAccountWith(tx, member.id, read);
        }
        if (!locked) throw new Error(`No wallet account for member ${member.id}`);
        const { replay, alongside, ...account } = locked;
        return work(lockedWallet(tx, member, account, moved), { replay, alongside });
      }),
    );
  }

  async function withLockedWallets<T>(refs: WalletRef[], work: (wallets: LockedWallets) => Promise<T>) {
    for (const ref of refs) await ensureWalletAccount(db, ref.member.id, ref.member.currency, ref.wallet);
    return moving((moved) =>
      db.transaction(async (tx) => {
        const locked = new Map<WalletRef, WalletAccountRow>();
        for (const ref of [...refs].sort(lockOrder)) {
          const account = await lockWalletAccount(tx, ref.member.id, ref.wallet);
          if (!account) throw new Error(`No ${ref.wallet} wallet account for member ${ref.member.id}`);
          locked.set(ref, account);
        }
        const accounts = refs.map((ref) => locked.get(ref)!);
        const now = clock.now();
        const isLocked = (account: WalletAccountRow) => {
          if (!accounts.includes(account)) throw new Error(`Account ${account.id} is not locked here`);
        };
        return work({
          tx,
          accounts,
          now,
          async replayOf(account, idempotencyKey) {
            isLocked(account);
            return (await findLedgerEntry(tx, account.id, idempotencyKey))?.answer;
          },
          move(account, movement) {
            isLocked(account);
            moved.add(account.memberId);
            return moveLockedAlways(tx, account, now, movement);
          },
        });
      }),
    );
  }

  async function move(member: MemberRow, movement: Movement): Promise<MoveResult> {
    return withLockedWallet(member, async (wallet) => {
      const first = await wallet.replayOf(movement.idempotencyKey);
      if (first) return { answer: first, replayed: true };
      return { answer: await wallet.move(movement), replayed: false };
    });
  }

  return {
    balanceOf(member) {
      const load = async () => (await findWalletAccount(db, member.id))?.balance ?? 0;
      return balances ? balances.read(member.id, load) : load();
    },
    withLockedWallet,
    withLockedWalletReading,
    withLockedWallets,
    peekRound: (member, replayKey, roundId) => peekRound(db, member.id, replayKey, roundId),
    moveAtOnce(member, movement, statement, guardValues) {
      if (!Number.isSafeInteger(movement.amount)) throw new RangeError(`Not an amount: ${movement.amount}`);
      return moving(async (moved) => {
        moved.add(member.id);
        const done = await moveAtOnce(
          db,
          statement,
          {
            memberId: member.id,
            kind: movement.kind,
            amount: movement.amount,
            maxBalance: MAX_BALANCE_MINOR,
            reference: movement.reference,
            idempotencyKey: movement.idempotencyKey,
            // The statement sets `balance`: the balance after is known only once the row is locked.
            answer: movement.answer(0),
            at: clock.now(),
          },
          guardValues,
        );
        return done?.answer;
      });
    },
    move,
    grantDemoCredit(member) {
      // Demo credit is for play, not for cashing out: it carries a turnover requirement equal to
      // itself, booked in the same transaction, so a fresh account withdraws nothing until it has
      // staked that much (README "Money policy").
      return withLockedWallet(member, async (wallet) => {
        const first = await wallet.replayOf('demo-credit');
        if (first) return { answer: first, replayed: true };
        const answer = await wallet.move({
          kind: 'credit',
          amount: DEMO_CREDIT,
          reference: 'demo-credit',
          idempotencyKey: 'demo-credit',
          answer: (balance) => ({ balance: toDecimal(balance), credited: toDecimal(DEMO_CREDIT) }),
        });
        await addTurnoverRequirement(wallet.tx, member.id, DEMO_CREDIT, 'demo-credit', wallet.now);
        return { answer, replayed: false };
      });
    },
    grantTrialCredit(member) {
      return move(member, {
        kind: 'credit',
        amount: TRIAL_CREDIT,
        reference: 'trial-credit',
        idempotencyKey: 'trial-credit',
        answer: (balance) => ({ balance: toDecimal(balance), credited: toDecimal(TRIAL_CREDIT) }),
      });
    },
  };
}
