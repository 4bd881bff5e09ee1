import { ErrorCode } from '@lobbykit/api-client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { bankAccounts, type MemberRow, type MerchantRow, merchants } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { type BankAccountService, createBankAccountService } from './bank-accounts';
import { cashierSettingsOf } from './cashier-settings';

const clock = manualClock();
let database: TestDatabase;
let service: BankAccountService;
let ph: MerchantRow;
let players: MemberRow[];

beforeAll(async () => {
  database = await createTestDatabase(clock);
  service = createBankAccountService({ db: database.db, clock });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.reset();
  ph = (await findMerchantByCode(database.db, 'ph'))!;
  players = await Promise.all(
    ['demo01', 'newbie01', 'agent01'].map(
      async (name) => (await findMemberByUsername(database.db, ph.id, name))!,
    ),
  );
});

async function setPolicy(policy: 'refuse' | 'flag') {
  await database.db
    .update(merchants)
    .set({ settings: sql`${merchants.settings} || ${JSON.stringify({ sharedBankAccount: policy })}::jsonb` })
    .where(eq(merchants.id, ph.id));
  ph = (await findMerchantByCode(database.db, 'ph'))!;
}

const NUMBER = '09175550000';
const bind = (member: MemberRow, payeeName: string, accountNumber = NUMBER) =>
  service.bind(member, ph, { providerCode: 'GCASH', accountNumber, payeeName });

const storedWith = async (accountNumber: string) =>
  (await database.db.select().from(bankAccounts)).filter((row) => row.accountNumber === accountNumber);

describe('one account number, two members', () => {
  it('the seeded merchants refuse a shared account number by default', () => {
    expect(cashierSettingsOf(ph).sharedBankAccount).toBe('refuse');
  });

  it("'refuse': the second member is turned away with bank_account_shared and nothing is stored", async () => {
    await bind(players[0]!, 'Juan Dela Cruz');
    const refused = await bind(players[1]!, 'Maria Santos').catch((error: unknown) => error);
    expect(refused).toMatchObject({
      errorCode: ErrorCode.conflict,
      flags: { field: 'accountNumber', messageKey: 'bank_account_shared' },
    });
    // Letters are compared without case: the same e-wallet id in lower case is the same account.
    const lower = await bind(players[1]!, 'Maria Santos', 'ab12345678').catch((error: unknown) => error);
    expect(lower).toMatchObject({ id: expect.any(Number) });
    expect(
      await bind(players[2]!, 'Pedro Reyes', 'AB12345678').catch((error: unknown) => error),
    ).toMatchObject({
      flags: { messageKey: 'bank_account_shared' },
    });
    expect((await storedWith(NUMBER)).map((row) => row.memberId)).toEqual([players[0]!.id]);
    expect(await service.shared('ph')).toEqual([]);
  });

  it("'refuse' holds when three members bind the same number at once: exactly one gets it", async () => {
    const results = await Promise.allSettled(
      players.map((member, index) => bind(member, ['Juan Dela Cruz', 'Maria Santos', 'Pedro Reyes'][index]!)),
    );
    const refused = results.filter(
      (result) =>
        result.status === 'rejected' &&
        (result.reason as { flags?: { messageKey?: string } }).flags?.messageKey === 'bank_account_shared',
    );
    expect([results.length - refused.length, refused.length]).toEqual([1, 2]);
    expect(await storedWith(NUMBER)).toHaveLength(1);
  });

  it("'flag': both members bind, and the operator's list shows the number with both holders", async () => {
    await setPolicy('flag');
    clock.set(new Date('2026-03-01T08:00:00Z'));
    await bind(players[0]!, 'Juan Dela Cruz');
    clock.set(new Date('2026-03-01T09:00:00Z'));
    const second = await bind(players[1]!, 'Maria Santos');
    expect(second).toMatchObject({ accountNumber: '*******0000', payeeName: 'Maria Santos' });
    // A number only one member holds is not listed.
    await bind(players[2]!, 'Pedro Reyes', '09170001111');
    expect(await service.shared('ph')).toEqual([
      {
        providerCode: 'GCASH',
        provider: 'GCash',
        accountNumber: NUMBER,
        holders: [
          { account: 'demo01', payeeName: 'Juan Dela Cruz', boundAt: '2026-03-01T08:00:00.000Z' },
          { account: 'newbie01', payeeName: 'Maria Santos', boundAt: '2026-03-01T09:00:00.000Z' },
        ],
      },
    ]);
    expect(await service.shared('bd')).toEqual([]);
  });
});
