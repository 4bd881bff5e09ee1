import { ErrorCode, freePlay, walletBalance } from '@lobbykit/api-client';
import {
  agentSettings,
  contractList,
  contractPayments,
  myIncome,
  processDailySalary,
  processDividend,
  processHourlySalary,
} from '@lobbykit/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentContractPayments, agentContracts, merchants, whitelabelNodes } from '../db/schema/index';
import { buildAgentTeam } from '../testing/agent-team';
import { testPlatformForFile } from '../testing/platform-for-file';
import { encryptedBody } from '../testing/test-client';

const t = testPlatformForFile();
let team: Awaited<ReturnType<typeof buildAgentTeam>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  team = await buildAgentTeam(t.database.db);
  for (const name of ['agent01', 'sub01', 'agent02']) tokens[name] = await t.tokenFor(name, 'Agent1234');
  tokens.demo01 = await t.tokenFor('demo01', 'Demo1234');
  tokens.team02 = await t.tokenFor('team02', 'Demo1234');
  await t.database.remember();
}, 180_000);

const wage = { activeMembers: 1, periodValidBet: 100, periodProfitLoss: 0 };
const call = (path: string, token: string, body: unknown) => t.request('POST', path, { token, body });
const offerWage = (token: string, account: string, rate: number, extra: Record<string, unknown> = {}) =>
  call(processDailySalary.path, token, { action: 'offer', account, rate, ...wage, ...extra });
const contractRows = () => t.database.db.select().from(agentContracts);

describe('offering contracts', () => {
  it('R6.14 R7.57 an agent offers a daily wage to a direct downline; it waits as offered', async () => {
    const answer = await offerWage(tokens.agent01!, 'sub01', 1.2);
    expect(answer.status).toBe(200);
    expect((answer.body.value as { contract: unknown }).contract).toMatchObject({
      kind: 'dailyWage',
      period: 'Daily',
      status: 'offered',
      upline: 'agent01',
      downline: 'sub01',
      rate: 1.2,
      activeMembers: 1,
      periodValidBet: 100,
    });
    // R3.22: the downline's flag for the contract modal.
    const settings = await t.value(agentSettings, { token: tokens.sub01 });
    expect(settings.dailysalinfotype).toBe(true);
    expect(settings.divtypeinfo).toBe(false);
  });

  it('R6.14 refuses a member below the direct downline (403) and one outside the team (404); nothing is stored', async () => {
    const deep = await offerWage(tokens.agent01!, 'team02', 1);
    expect(deep.status).toBe(403);
    expect(deep.body.errorCode).toBe(ErrorCode.notDirectDownline);
    const outside = await offerWage(tokens.agent01!, 'other02', 1);
    expect(outside.status).toBe(404);
    expect(outside.body.errorCode).toBe(ErrorCode.notInTeam);
    expect(await contractRows()).toEqual([]);
  });

  it('refuses a rate above the agent’s own, naming its own rate', async () => {
    // agent01 is a top agent: its daily-wage cap is the merchant's 1.5 %.
    const above = await offerWage(tokens.agent01!, 'sub01', 1.51);
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({
      errorCode: ErrorCode.contractRateTooHigh,
      ownRate: 1.5,
      field: 'rate',
    });
    // sub01 holds no daily wage yet, so it may offer none.
    const none = await offerWage(tokens.sub01!, 'team02', 0.1);
    expect(none.body).toMatchObject({ errorCode: ErrorCode.contractRateTooHigh, ownRate: null });
    expect(await contractRows()).toEqual([]);
  });

  it('R4.81 a rate below what the downline gives its own downline needs the offerer’s agreement, then ends that contract on accept', async () => {
    const first = (await offerWage(tokens.agent01!, 'sub01', 1.0)).body.value as {
      contract: { contractId: number };
    };
    await call(processDailySalary.path, tokens.sub01!, {
      action: 'accept',
      contractId: first.contract.contractId,
    });
    const given = (await offerWage(tokens.sub01!, 'team02', 0.8)).body.value as {
      contract: { contractId: number };
    };
    await call(processDailySalary.path, tokens.team02!, {
      action: 'accept',
      contractId: given.contract.contractId,
    });

    const lower = await offerWage(tokens.agent01!, 'sub01', 0.5);
    expect(lower.status).toBe(409);
    expect(lower.body.errorCode).toBe(ErrorCode.contractLowersDownline);
    expect(lower.body.contracts).toEqual([expect.objectContaining({ downline: 'team02', rate: 0.8 })]);

    const agreed = await offerWage(tokens.agent01!, 'sub01', 0.5, { agreeToTerminate: true });
    const id = (agreed.body.value as { contract: { contractId: number } }).contract.contractId;
    const accepted = await call(processDailySalary.path, tokens.sub01!, { action: 'accept', contractId: id });
    expect(accepted.status).toBe(200);
    const value = accepted.body.value as {
      contract: { status: string };
      terminated: { downline: string; terminationReason: string }[];
    };
    expect(value.contract.status).toBe('accepted');
    expect(value.terminated.map((row) => [row.downline, row.terminationReason]).sort()).toEqual([
      ['sub01', 'replaced'],
      ['team02', 'upline_rate_lowered'],
    ]);
  });
});

describe('answering contracts (R6.15, R4.76)', () => {
  async function offered(kind: 'wage' | 'dividend' = 'wage') {
    const answer =
      kind === 'wage'
        ? await offerWage(tokens.agent01!, 'demo01', 0.5)
        : await call(processDividend.path, tokens.agent01!, {
            action: 'offer',
            account: 'demo01',
            rate: 20,
            ...wage,
            period: 'Weekly',
          });
    return (answer.body.value as { contract: { contractId: number } }).contract.contractId;
  }

  it('R2.38 the player accepts in the contract modal; the list shows it accepted for both sides', async () => {
    const id = await offered();
    const pending = await t.value(contractList, {
      token: tokens.demo01,
      query: { direction: 'offeredToMe', status: 'offered' },
    });
    expect(pending.list.map((row) => row.contractId)).toEqual([id]);
    const accepted = await call(processDailySalary.path, tokens.demo01!, {
      action: 'accept',
      contractId: id,
    });
    expect(accepted.status).toBe(200);
    const mine = await t.value(contractList, { token: tokens.agent01, query: { direction: 'offeredByMe' } });
    expect(mine.list).toEqual([
      expect.objectContaining({ contractId: id, status: 'accepted', downline: 'demo01' }),
    ]);
  });

  it('R4.76 rejected and terminated are final; a second answer is 409 contract_closed', async () => {
    const id = await offered();
    expect(
      (await call(processDailySalary.path, tokens.demo01!, { action: 'reject', contractId: id })).status,
    ).toBe(200);
    const again = await call(processDailySalary.path, tokens.demo01!, { action: 'accept', contractId: id });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe(ErrorCode.contractClosed);
    const second = await offered();
    await call(processDailySalary.path, tokens.demo01!, { action: 'accept', contractId: second });
    const ended = await call(processDailySalary.path, tokens.agent01!, {
      action: 'terminate',
      contractId: second,
    });
    expect(ended.body.value).toMatchObject({
      contract: { status: 'terminated', terminationReason: 'by_upline' },
    });
  });

  it('only the downline answers, and through its own kind’s call: others get 404, nothing changes', async () => {
    const id = await offered();
    for (const [token, path] of [
      [tokens.agent01!, processDailySalary.path], // the offerer cannot accept for the downline
      [tokens.agent02!, processDailySalary.path], // a stranger
      [tokens.demo01!, processDividend.path], // the wrong kind's call
    ] as const) {
      const answer = await call(path, token, { action: 'accept', contractId: id });
      expect(answer.status).toBe(404);
    }
    expect((await contractRows()).map((row) => row.status)).toEqual(['offered']);
  });

  it('R6.19 consolidated settings load for real accounts only, and only with the agent-policy flag on', async () => {
    const free = await t.request('POST', freePlay.path, {
      ip: '198.51.100.77',
      body: await encryptedBody(t.platform, { platform: 'W' }),
    });
    const trial = await t.request('GET', agentSettings.path, {
      token: (free.body.value as { token: string }).token,
    });
    expect(trial.status).toBe(403);
    expect(trial.body.errorCode).toBe(ErrorCode.trialAccount);

    const settings = await t.value(agentSettings, { token: tokens.agent01 });
    expect(settings).toMatchObject({
      divtypereq: true,
      dailysalreqtype: true,
      pages: { enableCt: true, salary: true, hourSalary: true, realtimesalreqtype: true },
      isAgent: true,
      ownRates: { dividend: 40, dailyWage: 1.5, hourlySalary: 0.5, realtimeSalary: 0.3 },
      utcOffsetMinutes: 480,
    });

    await t.database.db
      .update(whitelabelNodes)
      .set({ enabled: false })
      .where(and(eq(whitelabelNodes.merchantId, team.merchant.id), eq(whitelabelNodes.modId, 'AGENTPOLICY')));
    const off = await t.request('GET', agentSettings.path, { token: tokens.agent01 });
    expect(off.status).toBe(403);
    expect(off.body.errorCode).toBe(ErrorCode.agentPolicyOff);
    expect((await offerWage(tokens.agent01!, 'sub01', 1)).body.errorCode).toBe(ErrorCode.agentPolicyOff);
  });
});

describe('the consolidated settings', () => {
  it('R3.21 divtypereq, dailysalreqtype, contracthoursalreq and realtimesalreqtype say which kinds the merchant offers', async () => {
    await t.database.db
      .update(merchants)
      .set({
        settings: sql`${merchants.settings} || '{"agentContracts":{"hourlySalary":{"enabled":false},"realtimeSalary":{"enabled":false}}}'::jsonb`,
      })
      .where(eq(merchants.code, 'ph'));
    const settings = await t.value(agentSettings, { token: tokens.agent01 });
    expect(settings).toMatchObject({
      divtypereq: true,
      dailysalreqtype: true,
      contracthoursalreq: false,
      realtimesalreqtype: false,
      ownRates: { dividend: 40, dailyWage: 1.5, hourlySalary: null, realtimeSalary: null },
    });
    // A kind the merchant does not offer cannot be offered either, and nothing is stored.
    const before = (await contractRows()).length;
    const refused = await call(processHourlySalary.path, tokens.agent01!, {
      action: 'offer',
      account: 'sub01',
      rate: 0.2,
      ...wage,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(ErrorCode.forbidden);
    expect(await contractRows()).toHaveLength(before);
  });
});

describe('settlement and records (R9.37, R9.38)', () => {
  it('pays the daily wage of a day on the next day, once, and the records say why', async () => {
    const id = (
      (await offerWage(tokens.agent01!, 'sub01', 1.0)).body.value as { contract: { contractId: number } }
    ).contract.contractId;
    await call(processDailySalary.path, tokens.sub01!, { action: 'accept', contractId: id });
    // 2026-01-15 in Manila runs 2026-01-14T16:00Z to 2026-01-15T16:00Z.
    await team.bet(team.team02, 50_000, 10_000, new Date('2026-01-15T09:00:00Z'));
    await team.bet(team.sub01, 30_000, 0, new Date('2026-01-15T10:00:00Z'));
    const before = (await t.value(walletBalance, { token: tokens.sub01 })).balance;

    t.clock.set('2026-01-15T15:59:00Z');
    expect(await t.platform.agentSettlement.run()).toMatchObject({ settled: 0, paid: 0 });
    t.clock.set('2026-01-15T16:00:00Z');
    expect(await t.platform.agentSettlement.run()).toMatchObject({ settled: 1, paid: 1 });
    expect(await t.platform.agentSettlement.run()).toMatchObject({ settled: 0, paid: 0 });

    // 1 % of the team's 800.00 valid bet.
    expect((await t.value(walletBalance, { token: tokens.sub01 })).balance).toBe(before + 8);
    const records = await t.value(contractPayments, {
      token: tokens.sub01,
      query: { kind: 'dailyWage', startDate: '2026-01-15', endDate: '2026-01-15' },
    });
    expect(records.list).toEqual([
      expect.objectContaining({
        periodLabel: '2026-01-15',
        activeMembers: 2,
        validBet: 800,
        profit: -700,
        rate: 1,
        basis: 800,
        amount: 8,
        outcome: 'paid',
        account: 'sub01',
        upline: 'agent01',
      }),
    ]);
    const income = await t.value(myIncome, {
      token: tokens.sub01,
      query: { startDate: '2026-01-16', endDate: '2026-01-16' },
    });
    expect(income.totals).toMatchObject({ dailyWage: 8, total: 8 });
    expect(await t.database.db.select().from(agentContractPayments)).toHaveLength(1);
  });
});
