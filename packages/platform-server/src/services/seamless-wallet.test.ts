import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { betsOfMember } from '../db/bets';
import { ledgerSum } from '../db/ledger';
import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { type GameRow, games, type MemberRow, walletAccounts } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DomainError } from './domain-error';
import { toDecimal } from './money';
import { createSeamlessWallet, type SeamlessWallet } from './seamless-wallet';
import { createWalletService, type WalletService } from './wallet';

// The one-statement bet and the one- or two-statement settle (db/ledger-at-once.ts,
// db/ledger-rounds.ts), on PGlite and, with DATABASE_URL, on PostgreSQL where the concurrent calls
// really race for the account's row.
const clock = manualClock();
let database: TestDatabase;
let wallet: WalletService;
let seamless: SeamlessWallet;
let member: MemberRow;
let game: GameRow;

beforeAll(async () => {
  database = await createTestDatabase(clock);
  wallet = createWalletService({ db: database.db, clock });
  seamless = createSeamlessWallet({ wallet });
  const merchant = await findMerchantByCode(database.db, 'ph');
  member = (await findMemberByUsername(database.db, merchant!.id, 'demo01'))!;
  game = (await database.db.select().from(games).where(eq(games.isGame, 'GAME')).limit(1))[0]!;
}, 120_000);
afterAll(() => database.close());

const accountOf = async (memberId: number) =>
  (await database.db.select().from(walletAccounts).where(eq(walletAccounts.memberId, memberId)))[0]!;

describe('seamless bet and settle in one and two statements', () => {
  it('stores the balance after in the answer, as the locked path would, and keeps the ledger equal to the balance', async () => {
    const before = await wallet.balanceOf(member);
    const bet = await seamless.bet(member, game, {
      transactionId: 'once-1',
      stake: 150,
      outcome: { win: 275, detail: { shown: 'x' } },
    });
    expect(bet).toEqual({
      transactionId: 'once-1',
      stake: 1.5,
      balance: toDecimal(before - 150),
      currency: member.currency,
      status: 'open',
    });
    const settled = await seamless.settle(member, { transactionId: 'once-1s', betTransactionId: 'once-1' });
    expect(settled).toMatchObject({
      win: 2.75,
      stake: 1.5,
      balance: toDecimal(before + 125),
      outcome: { shown: 'x' },
    });
    const account = await accountOf(member.id);
    expect(account.balance).toBe(before + 125);
    expect(await ledgerSum(database.db, account.id)).toBe(account.balance);
    const [round] = await betsOfMember(database.db, member.id);
    expect(round).toMatchObject({ roundId: 'once-1', status: 'settled', win: 275, stake: 150 });
  });

  it('moves money once when the same bet and the same settle arrive twenty times at once, every answer the first', async () => {
    const before = await wallet.balanceOf(member);
    const bets = await Promise.all(
      Array.from({ length: 20 }, () =>
        seamless.bet(member, game, { transactionId: 'race-1', stake: 100, outcome: { win: 0, detail: {} } }),
      ),
    );
    expect(new Set(bets.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const settles = await Promise.all(
      Array.from({ length: 20 }, () =>
        seamless.settle(member, { transactionId: 'race-1s', betTransactionId: 'race-1' }),
      ),
    );
    expect(new Set(settles.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const account = await accountOf(member.id);
    expect(account.balance).toBe(before - 100);
    expect(await ledgerSum(database.db, account.id)).toBe(account.balance);
  });

  it('refuses a second settle id of a settled round and a stake over the balance, and replays a bet id sent again with another stake, moving nothing', async () => {
    const before = await wallet.balanceOf(member);
    const refusal = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'accepted',
        (error: unknown) => (error instanceof DomainError ? error.errorCode : 'crashed'),
      );
    expect(
      await refusal(seamless.settle(member, { transactionId: 'race-2s', betTransactionId: 'race-1' })),
    ).toBe('conflict');
    const first = await seamless.bet(member, game, {
      transactionId: 'race-1',
      stake: 5,
      outcome: { win: 0, detail: {} },
    });
    expect(first).toMatchObject({ transactionId: 'race-1', stake: 1, status: 'open' });
    expect(
      await refusal(
        seamless.bet(member, game, {
          transactionId: 'race-3',
          stake: before + 1,
          outcome: { win: 0, detail: {} },
        }),
      ),
    ).toBe('insufficient_balance');
    expect(await wallet.balanceOf(member)).toBe(before);
  });

  it('settles a round another process placed or already settled: the read path pays once and replays the first answer', async () => {
    // Two wallets over one database, as two server processes: each keeps only the rounds it placed.
    const other = createSeamlessWallet({ wallet: createWalletService({ db: database.db, clock }) });
    const before = await wallet.balanceOf(member);
    await other.bet(member, game, {
      transactionId: 'elsewhere-1',
      stake: 200,
      outcome: { win: 500, detail: {} },
    });
    const settle = { transactionId: 'elsewhere-1s', betTransactionId: 'elsewhere-1' };
    const first = await seamless.settle(member, settle);
    expect(first).toMatchObject({ win: 5, balance: toDecimal(before + 300), status: 'settled' });
    // The placing process still keeps the round: its statement finds it closed, then the replay.
    expect(await other.settle(member, settle)).toEqual(first);
    expect(await wallet.balanceOf(member)).toBe(before + 300);
  });

  it('answers a settle id already used for another round with that first answer, paying nothing and leaving the round open', async () => {
    await seamless.bet(member, game, {
      transactionId: 'reuse-1',
      stake: 100,
      outcome: { win: 300, detail: {} },
    });
    const first = await seamless.settle(member, { transactionId: 'reuse-s', betTransactionId: 'reuse-1' });
    await seamless.bet(member, game, {
      transactionId: 'reuse-2',
      stake: 100,
      outcome: { win: 900, detail: {} },
    });
    const balance = await wallet.balanceOf(member);
    // The kept round goes straight to its statement, whose ledger key is taken: nothing moves.
    expect(await seamless.settle(member, { transactionId: 'reuse-s', betTransactionId: 'reuse-2' })).toEqual(
      first,
    );
    expect(await wallet.balanceOf(member)).toBe(balance);
    const rounds = await betsOfMember(database.db, member.id);
    expect(rounds.find((round) => round.roundId === 'reuse-2')).toMatchObject({ status: 'open', win: null });
    const account = await accountOf(member.id);
    expect(await ledgerSum(database.db, account.id)).toBe(account.balance);
  });

  it('runs the prepared statements through drizzle too, where a database has no statement runner of its own (a transaction)', async () => {
    const before = await wallet.balanceOf(member);
    const answer = await database.db.transaction(async (tx) => {
      const inside = createSeamlessWallet({ wallet: createWalletService({ db: tx, clock }) });
      await inside.bet(member, game, { transactionId: 'tx-1', stake: 100, outcome: { win: 0, detail: {} } });
      return inside.settle(member, { transactionId: 'tx-1s', betTransactionId: 'tx-1' });
    });
    expect(answer).toMatchObject({ win: 0, balance: toDecimal(before - 100), status: 'settled' });
  });
});
