import { ErrorCode, login, walletBalance } from '@lobbykit/api-client';
import {
  accountDetails,
  downlineTransfer,
  registerDownline,
  setPaymentPassword,
  teamBetting,
  teamMembers,
  teamOverview,
  userLoss,
} from '@lobbykit/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets, ledgerEntries, type MemberRow } from '../db/schema/index';
import { buildAgentTeam } from '../testing/agent-team';
import { cashierSteps } from '../testing/cashier';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient, encryptedBody } from '../testing/test-client';

const t = testPlatformForFile();
let team: Awaited<ReturnType<typeof buildAgentTeam>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  team = await buildAgentTeam(t.database.db);
  // 2026-01-15 08:00 UTC is 16:00 in Manila (UTC+8).
  await team.bet(team.demo01, 10_000, 2_500, new Date('2026-01-14T02:00:00Z'));
  await team.bet(team.team02, 20_000, 0, new Date('2026-01-14T17:00:00Z'));
  await team.bet(team.other02, 90_000, 0, new Date('2026-01-14T03:00:00Z'));
  for (const name of ['agent01', 'sub01', 'agent02']) tokens[name] = await t.tokenFor(name, 'Agent1234');
  tokens.demo01 = await t.tokenFor('demo01', 'Demo1234');
  await t.database.remember();
}, 180_000);

const ledgerCount = async () => (await t.database.db.select().from(ledgerEntries)).length;

describe('team overview', () => {
  it('R6.10 sums the whole subtree by merchant day, every day of the range', async () => {
    const value = await t.value(teamOverview, {
      token: tokens.agent01,
      query: { startDate: '2026-01-13', endDate: '2026-01-15' },
    });
    expect(value).toMatchObject({ members: 4, agents: 1, directMembers: 3, activeMembers: 2 });
    expect(value.byDay).toEqual([
      { day: '2026-01-13', deposits: 0, validBet: 0, profit: 0 },
      { day: '2026-01-14', deposits: 0, validBet: 100, profit: -75 },
      { day: '2026-01-15', deposits: 0, validBet: 200, profit: -200 },
    ]);
    expect(value.totals).toMatchObject({ validBet: 300, profit: -275 });
  });

  it('refuses a player (R6.12) and a range over 92 days', async () => {
    const player = await t.request('GET', teamOverview.path, {
      token: tokens.demo01,
      query: { startDate: '2026-01-13', endDate: '2026-01-15' },
    });
    expect(player.status).toBe(403);
    expect(player.body.errorCode).toBe(ErrorCode.nonAgent);
    const long = await t.request('GET', teamOverview.path, {
      token: tokens.agent01,
      query: { startDate: '2025-01-01', endDate: '2026-01-15' },
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ field: 'endDate', messageKey: 'date_range_too_long' });
  });
});

describe('team members and betting', () => {
  it('lists the subtree with levels and uplines, and only it', async () => {
    const value = await t.value(teamMembers, { token: tokens.agent01, query: { pageSize: '10' } });
    expect(value.list.map((row) => [row.account, row.level, row.upline]).sort()).toEqual([
      ['demo01', 1, 'agent01'],
      ['newbie01', 1, 'agent01'],
      ['sub01', 1, 'agent01'],
      ['team02', 2, 'sub01'],
    ]);
    expect(value.totalCount).toBe(4);
  });

  it('answers 404 not_in_team for a member outside the subtree', async () => {
    const answer = await t.request('GET', teamBetting.path, {
      token: tokens.sub01,
      query: { startDate: '2026-01-13', endDate: '2026-01-15', account: 'demo01' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe(ErrorCode.notInTeam);
  });

  it('sums team betting per member with totals', async () => {
    const value = await t.value(teamBetting, {
      token: tokens.agent01,
      query: { startDate: '2026-01-13', endDate: '2026-01-15' },
    });
    expect(value.list).toEqual([
      { account: 'team02', level: 2, bets: 1, stake: 200, validBet: 200, win: 0, profit: -200 },
      { account: 'demo01', level: 1, bets: 1, stake: 100, validBet: 100, win: 25, profit: -75 },
    ]);
    expect(value.totals).toEqual({ bets: 2, stake: 300, validBet: 300, win: 25, profit: -275 });
  });
});

describe('registering a downline (registerCenter)', () => {
  const registerAs = async (token: string, body: Record<string, unknown>) =>
    t.request('POST', registerDownline.path, { token, body: await encryptedBody(t.platform, body) });

  it('opens an account under the agent with the merchant default password; its first login forces a change', async () => {
    const answer = await registerAs(tokens.agent01!, { account: 'fresh01', nickname: 'Fresh' });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      account: 'fresh01',
      nickname: 'Fresh',
      kind: 'player',
      defaultPassword: true,
    });
    const session = await createTestClient(t.platform).call(login, {
      username: 'fresh01',
      password: 'Welcome123',
    });
    expect(session).toMatchObject({ firstTimeLogin: true });
    const members = await t.value(teamMembers, { token: tokens.agent01, query: { account: 'fresh' } });
    expect(members.list).toEqual([
      expect.objectContaining({ account: 'fresh01', level: 1, upline: 'agent01' }),
    ]);
  });

  it('refuses a taken account and a player, and stores nothing', async () => {
    const taken = await registerAs(tokens.agent01!, { account: 'demo01' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ field: 'account', messageKey: 'username_taken' });
    const player = await registerAs(tokens.demo01!, { account: 'fresh02' });
    expect(player.body.errorCode).toBe(ErrorCode.nonAgent);
    expect(
      (await t.value(teamMembers, { token: tokens.agent01, query: { account: 'fresh' } })).totalCount,
    ).toBe(0);
  });
});

describe('transfer to a downline (R6.16)', () => {
  const PAYMENT = '135790';
  async function withPaymentPassword() {
    await createTestClient(t.platform, { token: tokens.agent01! }).call(setPaymentPassword, {
      loginPassword: 'Agent1234',
      paymentPassword: PAYMENT,
      confirmPaymentPassword: PAYMENT,
    });
  }
  const send = async (body: Record<string, unknown>) =>
    t.request('POST', downlineTransfer.path, {
      token: tokens.agent01,
      body: await encryptedBody(t.platform, {
        paymentPassword: PAYMENT,
        requestId: 'agent-send-0001',
        ...body,
      }),
    });
  const balanceOf = async (token: string) => (await t.value(walletBalance, { token })).balance;

  it('R6.16 moves money to a member two levels down in one step; a replayed requestId moves nothing', async () => {
    await withPaymentPassword();
    const teamToken = await t.tokenFor('team02', 'Demo1234');
    const [agentBefore, teamBefore] = [await balanceOf(tokens.agent01!), await balanceOf(teamToken)];
    const first = await send({ account: 'team02', amount: 120.5 });
    expect(first.body).toEqual({
      success: true,
      value: { balance: agentBefore - 120.5, account: 'team02', amount: 120.5 },
    });
    const replay = await send({ account: 'team02', amount: 120.5 });
    expect(replay.body).toEqual(first.body);
    expect(await balanceOf(tokens.agent01!)).toBe(agentBefore - 120.5);
    expect(await balanceOf(teamToken)).toBe(teamBefore + 120.5);
    const details = await t.value(accountDetails, {
      token: tokens.agent01,
      query: { startDate: '2026-01-15', endDate: '2026-01-15', account: 'team02', kind: 'transfer' },
    });
    expect(details.list).toEqual([
      expect.objectContaining({ account: 'team02', amount: 120.5, reference: 'upline<agent01' }),
    ]);
    expect(details.totals).toEqual({ moneyIn: 120.5, moneyOut: 0 });
  });

  it('refuses a member outside the team, more than the balance, a wrong and then a locked payment password; nothing moves', async () => {
    await withPaymentPassword();
    const before = await ledgerCount();
    const outside = await send({ account: 'other02', amount: 1 });
    expect(outside.status).toBe(404);
    expect(outside.body.errorCode).toBe(ErrorCode.notInTeam);
    const tooMuch = await send({ account: 'demo01', amount: 9_999_999, requestId: 'agent-send-0002' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.errorCode).toBe(ErrorCode.insufficientBalance);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await send({
        account: 'demo01',
        amount: 1,
        paymentPassword: '000000',
        requestId: `agent-wrong-${attempt}00`,
      });
      expect(wrong.body).toMatchObject({ messageKey: 'payment_password_incorrect', triesLeft: 5 - attempt });
    }
    const locked = await send({
      account: 'demo01',
      amount: 1,
      paymentPassword: '000000',
      requestId: 'agent-wrong-500',
    });
    expect(locked.status).toBe(429);
    const right = await send({ account: 'demo01', amount: 1, requestId: 'agent-right-600' });
    expect(right.status).toBe(429);
    expect(right.body.messageKey).toBe('payment_password_locked');
    expect(await ledgerCount()).toBe(before);
  });
});

describe('user loss and account details', () => {
  it('lists each member’s profit and loss, biggest loss first, with totals', async () => {
    const value = await t.value(userLoss, {
      token: tokens.agent01,
      query: { startDate: '2026-01-13', endDate: '2026-01-15' },
    });
    expect(value.list.map((row) => [row.account, row.validBet, row.profit])).toEqual([
      ['team02', 200, -200],
      ['demo01', 100, -75],
    ]);
    expect(value.totals).toMatchObject({ validBet: 300, profit: -275 });
  });

  it('R6.10 sums the whole team’s ledger by merchant day and kind, its subtree only, as each member’s own figures add up', async () => {
    const entry = async (member: MemberRow, kind: string, amount: number, at: string) => {
      await t.database.db.execute(sql`insert into wallet_accounts (member_id, wallet, currency, balance)
        values (${member.id}, 'MAIN', ${member.currency}, 0) on conflict (member_id, wallet) do nothing`);
      await t.database.db.execute(sql`insert into ledger_entries (account_id, kind, amount, balance_before,
        balance_after, reference, idempotency_key, answer, created_at)
        select id, ${kind}, ${amount}, 1000000, ${1_000_000 + amount}, 'team-ledger', ${`team-ledger-${kind}-${at}`}, '{}', ${at}
        from wallet_accounts where member_id = ${member.id} and wallet = 'MAIN'`);
    };
    // Days without seeded entries. Manila (UTC+8): 15:30 UTC is 23:30 on the 14th, 16:30 UTC 00:30 on the 15th.
    await entry(team.demo01, 'bonus', 50_000, '2026-02-14T15:30:00Z');
    await entry(team.demo01, 'bonus', 30_000, '2026-02-14T16:30:00Z');
    await entry(team.team02, 'transfer', -20_000, '2026-02-15T03:00:00Z');
    await entry(team.team02, 'bonus', 7_000, '2026-02-15T15:59:00Z');
    await entry(team.team02, 'bonus', 1_000, '2026-02-15T16:00:00Z');
    await entry(team.other02, 'bonus', 90_000, '2026-02-15T03:00:00Z');
    const details = (token: string, query: Record<string, string>) =>
      t.value(accountDetails, { token, query: { startDate: '2026-02-15', endDate: '2026-02-15', ...query } });
    const whole = await details(tokens.agent01!, {});
    expect(whole.list.map((row) => [row.account, row.kind, row.amount])).toEqual([
      ['team02', 'bonus', 70],
      ['team02', 'transfer', -200],
      ['demo01', 'bonus', 300],
    ]);
    expect([whole.totalCount, whole.totals]).toEqual([3, { moneyIn: 370, moneyOut: 200 }]);
    const bonuses = await details(tokens.agent01!, { kind: 'bonus' });
    expect([bonuses.totalCount, bonuses.totals]).toEqual([2, { moneyIn: 370, moneyOut: 0 }]);
    const twoDays = await details(tokens.agent01!, { startDate: '2026-02-14', kind: 'bonus' });
    expect([twoDays.totalCount, twoDays.totals]).toEqual([3, { moneyIn: 870, moneyOut: 0 }]);
    // Each member's own figures add up to the team's.
    const [demo, teamTwo] = [
      await details(tokens.agent01!, { account: 'demo01' }),
      await details(tokens.agent01!, { account: 'team02' }),
    ];
    expect([demo.totalCount, demo.totals]).toEqual([1, { moneyIn: 300, moneyOut: 0 }]);
    expect([teamTwo.totalCount, teamTwo.totals]).toEqual([2, { moneyIn: 70, moneyOut: 200 }]);
    // sub01's team is team02 alone; agent02's is other02.
    const sub = await details(tokens.sub01!, {});
    expect([sub.totalCount, sub.totals]).toEqual([2, { moneyIn: 70, moneyOut: 200 }]);
    const other = await details(tokens.agent02!, {});
    expect([other.totalCount, other.totals]).toEqual([1, { moneyIn: 900, moneyOut: 0 }]);
    // User loss counts the bonuses of the days too (no bets on them: profit 0, then by member id).
    const loss = await t.value(userLoss, {
      token: tokens.agent01,
      query: { startDate: '2026-02-15', endDate: '2026-02-15' },
    });
    expect(loss.list.map((row) => [row.account, row.profit, row.bonus])).toEqual([
      ['demo01', 0, 300],
      ['team02', 0, 70],
    ]);
    expect(loss.totals).toMatchObject({ validBet: 0, profit: 0, bonus: 370 });
  });

  it('R6.10 counts a downline’s deposit and withdrawal on the merchant day they were approved, in the overview and user loss; pending and rejected ones count nothing', async () => {
    const steps = cashierSteps(t);
    // Manila (UTC+8): 16:30 UTC on the 15th is 00:30 on the 16th. Fresh sessions at the moved clock.
    t.clock.set('2026-02-15T16:30:00Z');
    let token = await t.tokenFor('demo01', 'Demo1234');
    const approved = await steps.deposit(token, 800);
    const pending = await steps.deposit(token, 300);
    const rejected = await steps.deposit(token, 200);
    t.clock.set('2026-02-16T02:00:00Z');
    token = await t.tokenFor('demo01', 'Demo1234');
    // The withdrawals first: an approved deposit asks for its turnover before the next one.
    await steps.setPin(token);
    const account = await steps.bindAccount(token);
    const out = await steps.withdraw(token, account.id, 150);
    const refused = await steps.withdraw(token, account.id, 120);
    await steps.reviewDeposit(approved.id, 'approve');
    await steps.reviewDeposit(rejected.id, 'reject');
    t.clock.set('2026-02-17T03:00:00Z');
    await steps.reviewWithdrawal(out.id, 'approve');
    await steps.reviewWithdrawal(refused.id, 'reject');
    expect(pending.status).toBe('IN_PROCESS');
    const agent = await t.tokenFor('agent01', 'Agent1234');

    const overview = await t.value(teamOverview, {
      token: agent,
      query: { startDate: '2026-02-15', endDate: '2026-02-17' },
    });
    expect(overview.byDay.map((day) => [day.day, day.deposits])).toEqual([
      ['2026-02-15', 0],
      ['2026-02-16', 800],
      ['2026-02-17', 0],
    ]);
    expect(overview.totals).toMatchObject({ deposits: 800, withdrawals: 150 });
    const loss = (startDate: string, endDate: string) =>
      t.value(userLoss, { token: agent, query: { startDate, endDate } });
    expect((await loss('2026-02-15', '2026-02-17')).list).toEqual([
      expect.objectContaining({ account: 'demo01', deposits: 800, withdrawals: 150, validBet: 0, profit: 0 }),
    ]);
    expect((await loss('2026-02-17', '2026-02-17')).list).toEqual([
      expect.objectContaining({ account: 'demo01', deposits: 0, withdrawals: 150 }),
    ]);
    expect((await loss('2026-02-15', '2026-02-15')).list).toEqual([]);
    // The agent above sees none of it: demo01 is not in sub01's team.
    expect(
      (
        await t.value(userLoss, {
          token: await t.tokenFor('sub01', 'Agent1234'),
          query: { startDate: '2026-02-15', endDate: '2026-02-17' },
        })
      ).list,
    ).toEqual([]);
  });

  it('refuses a day range that ends before it starts', async () => {
    const answer = await t.request('GET', userLoss.path, {
      token: tokens.agent01,
      query: { startDate: '2026-01-15', endDate: '2026-01-13' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.messageKey).toBe('date_range_reversed');
  });
});

describe('the member_bet_days rollup behind the team reports', () => {
  it('counts an open round’s stake, adds its valid bet and win when it settles, and drops a rolled-back round', async () => {
    const at = new Date('2026-01-15T01:00:00Z');
    const [game] = await t.database.db.select().from(bets).limit(1);
    const base = {
      merchantId: team.merchant.id,
      memberId: team.team02.id,
      gameId: game!.gameId,
      vendorCode: game!.vendorCode,
      gameType: game!.gameType,
      currency: 'TLB',
      placedAt: at,
    };
    const [open] = await t.database.db
      .insert(bets)
      .values({ ...base, roundId: 'rollup-1', stake: 4_000 })
      .returning();
    const [gone] = await t.database.db
      .insert(bets)
      .values({ ...base, roundId: 'rollup-2', stake: 9_000 })
      .returning();
    const read = async () =>
      (
        await t.value(teamBetting, {
          token: tokens.agent01,
          query: { startDate: '2026-01-15', endDate: '2026-01-15', account: 'team02' },
        })
      ).list;
    expect(await read()).toEqual([
      { account: 'team02', level: 2, bets: 3, stake: 330, validBet: 200, win: 0, profit: -200 },
    ]);
    await t.database.db.update(bets).set({ status: 'settled', win: 10_000 }).where(eq(bets.id, open!.id));
    await t.database.db.update(bets).set({ status: 'rolled_back' }).where(eq(bets.id, gone!.id));
    expect(await read()).toEqual([
      { account: 'team02', level: 2, bets: 2, stake: 240, validBet: 240, win: 100, profit: -140 },
    ]);
  });
});
