import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import {
  type consolidatedFunds,
  MAIN_WALLET_CODE,
  type recallBalances,
  type walletTransfer,
} from '@lobbykit/api-client/contract';
import type { Db } from '../db/database';
import { vendorNames, walletBalancesOf } from '../db/game-wallets';
import type { MemberRow, MerchantRow, WalletAccountRow } from '../db/schema/index';
import { DomainError } from './domain-error';
import { toDecimal, toMinor } from './money';
import { insufficientBalance, type LockedWallets, type WalletService } from './wallet';

export type ConsolidatedAnswer = ResponseOf<typeof consolidatedFunds>;
export type TransferAnswer = ResponseOf<typeof walletTransfer>;
export type RecallAnswer = ResponseOf<typeof recallBalances>;

/** What the main wallet is called on the wire; the client shows its own translation by code. */
export const MAIN_WALLET_NAME = 'Main Wallet';

export interface WalletTransferService {
  /** R3.30: whether the merchant keeps one wallet for everything. */
  isSingle(merchant: MerchantRow): boolean;
  /** R7.26: every wallet of the member (a single-wallet merchant: the main one) and their total. */
  consolidated(member: MemberRow, merchant: MerchantRow): Promise<ConsolidatedAnswer>;
  /** R7.27: main wallet <-> one game wallet, both ledger entries in one transaction. */
  transfer(
    member: MemberRow,
    merchant: MerchantRow,
    input: { from: string; to: string; amount: number; requestId: string },
  ): Promise<TransferAnswer>;
  /** R6.17: every game wallet's balance back to the main wallet at once. */
  recall(member: MemberRow, merchant: MerchantRow, requestId: string): Promise<RecallAnswer>;
}

const refused = (field: string, messageKey: string, message: string) =>
  new DomainError(ErrorCode.validation, message, { field, messageKey });

/** The minor units of a positive wire amount; the contract already refused the rest, this is the wall. */
export function positiveMinor(amount: number, field = 'amount'): number {
  const minor = toMinor(amount);
  if (minor === undefined || minor <= 0) {
    throw refused(field, 'amount_invalid', 'The amount must be more than zero with at most two decimals');
  }
  return minor;
}

const outKey = (requestId: string) => `transfer:${requestId}:out`;
const inKey = (requestId: string) => `transfer:${requestId}:in`;
const recallOutKey = (requestId: string) => `recall:${requestId}:out`;
const recallInKey = (requestId: string) => `recall:${requestId}:in`;

export function createWalletTransferService(deps: { db: Db; wallet: WalletService }): WalletTransferService {
  const { db, wallet } = deps;
  const gameWalletsOf = (merchant: MerchantRow): string[] =>
    merchant.settings.isSingle ? [] : (merchant.settings.gameWallets ?? []);

  /** The member's wallets in display order: main first, then the merchant's game wallets. */
  const walletCodesOf = (merchant: MerchantRow) => [MAIN_WALLET_CODE, ...gameWalletsOf(merchant)];

  /** Names are read before any lock is taken: a query outside the transaction would wait for it. */
  async function namesOf(merchant: MerchantRow): Promise<Map<string, string>> {
    return vendorNames(db, gameWalletsOf(merchant));
  }

  function describe(merchant: MerchantRow, names: Map<string, string>, balances: Map<string, number>) {
    const wallets = walletCodesOf(merchant).map((code) => ({
      code,
      name: code === MAIN_WALLET_CODE ? MAIN_WALLET_NAME : (names.get(code) ?? code),
      balance: balances.get(code) ?? 0,
    }));
    const total = wallets.reduce((sum, entry) => sum + entry.balance, 0);
    return {
      total: toDecimal(total),
      wallets: wallets.map((entry) => ({ ...entry, balance: toDecimal(entry.balance) })),
    };
  }

  function requireMultiWallet(merchant: MerchantRow, field: string): void {
    if (merchant.settings.isSingle) {
      throw refused(field, 'single_wallet', 'This merchant keeps one wallet; there is nothing to transfer');
    }
  }

  /** Runs `work` holding every wallet of the member, main first, so the answer's balances are exact. */
  function withAllWallets<T>(
    member: MemberRow,
    merchant: MerchantRow,
    work: (locked: LockedWallets, byCode: Map<string, WalletAccountRow>) => Promise<T>,
  ): Promise<T> {
    const codes = walletCodesOf(merchant);
    return wallet.withLockedWallets(
      codes.map((code) => ({ member, wallet: code })),
      (locked) => work(locked, new Map(codes.map((code, index) => [code, locked.accounts[index]!]))),
    );
  }

  const balancesOf = (byCode: Map<string, WalletAccountRow>) =>
    new Map([...byCode].map(([code, account]) => [code, account.balance]));

  return {
    isSingle: (merchant) => merchant.settings.isSingle,

    async consolidated(member, merchant) {
      const stored = await walletBalancesOf(db, member.id);
      const balances = new Map(stored.map((row) => [row.wallet, row.balance]));
      const described = describe(merchant, await namesOf(merchant), balances);
      return { currency: member.currency, currencySymbol: merchant.currencySymbol, ...described };
    },

    async transfer(member, merchant, input) {
      const gameSide = input.from === MAIN_WALLET_CODE ? 'to' : 'from';
      requireMultiWallet(merchant, gameSide);
      if (!gameWalletsOf(merchant).includes(input[gameSide])) {
        throw refused(gameSide, 'wallet_unknown', 'There is no such wallet');
      }
      const amount = positiveMinor(input.amount);
      const names = await namesOf(merchant);
      return withAllWallets(member, merchant, async (locked, byCode) => {
        // The key lives on whichever wallet the first call took money from: look at them all.
        for (const account of locked.accounts) {
          const first = await locked.replayOf(account, outKey(input.requestId));
          if (first) return first as TransferAnswer;
        }
        const source = byCode.get(input.from)!;
        const target = byCode.get(input.to)!;
        if (amount > source.balance) throw insufficientBalance(source.balance);
        const after = balancesOf(byCode);
        after.set(input.from, source.balance - amount);
        after.set(input.to, target.balance + amount);
        const answer: TransferAnswer = describe(merchant, names, after);
        const reference = `${input.from}>${input.to}`;
        await locked.move(source, {
          kind: 'transfer',
          amount: -amount,
          reference,
          idempotencyKey: outKey(input.requestId),
          answer: () => answer,
        });
        await locked.move(target, {
          kind: 'transfer',
          amount,
          reference,
          idempotencyKey: inKey(input.requestId),
          answer: () => answer,
        });
        return answer;
      });
    },

    async recall(member, merchant, requestId) {
      requireMultiWallet(merchant, 'requestId');
      const names = await namesOf(merchant);
      return withAllWallets(member, merchant, async (locked, byCode) => {
        const main = byCode.get(MAIN_WALLET_CODE)!;
        const first = await locked.replayOf(main, recallInKey(requestId));
        if (first) return first as RecallAnswer;
        const games = [...byCode].filter(
          ([code, account]) => code !== MAIN_WALLET_CODE && account.balance > 0,
        );
        const recalled = games.reduce((sum, [, account]) => sum + account.balance, 0);
        const after = new Map([...byCode].map(([code]) => [code, 0]));
        after.set(MAIN_WALLET_CODE, main.balance + recalled);
        const answer: RecallAnswer = { recalled: toDecimal(recalled), ...describe(merchant, names, after) };
        for (const [code, account] of games) {
          await locked.move(account, {
            kind: 'transfer',
            amount: -account.balance,
            reference: `${code}>${MAIN_WALLET_CODE}`,
            idempotencyKey: recallOutKey(requestId),
            answer: () => answer,
          });
        }
        // Written even when nothing was recalled (amount 0), so a replay answers this first answer.
        await locked.move(main, {
          kind: 'transfer',
          amount: recalled,
          // The wallets it came from, so the transaction detail can name them ('-' when none held money).
          reference: `${games.map(([code]) => code).join(',') || '-'}>${MAIN_WALLET_CODE}`,
          idempotencyKey: recallInKey(requestId),
          answer: () => answer,
        });
        return answer;
      });
    },
  };
}
