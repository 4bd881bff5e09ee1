import { ErrorCode, registerSettings, validationRules, walletBalance } from '@lobbykit/api-client';
import {
  contractPayments,
  downlineTransfer,
  processDailySalary,
  processDividend,
  processHourlySalary,
  processRealtimeSalary,
  registerDownline,
  teamBetting,
  teamMembers,
  teamOverview,
} from '@lobbykit/api-client/agent';
import { failure } from '@lobbykit/api-client/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $startup } from '../../stores/startup';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { contractFixture, readyWith, signInAs } from './agent-test-fixtures';
import { contractTermsProblem, offerContract } from './contract-offer';
import { serviceLinks } from './customer-service';
import { defaultReportRange } from './report-range';
import { loadContractPayments, loadTeamBetting, loadTeamOverview } from './reports';
import { loadTeamMembers } from './team';
import { checkDownlineForm, registerDownlineAccount } from './team-register';
import { transferToDownline } from './team-transfer';

const rule = (patternId: string, minLength: number, maxLength: number, acceptedPattern: string) => ({
  enabled: true,
  required: true,
  minLength,
  maxLength,
  acceptedPattern,
  patternId,
});
const rules = {
  username: rule('pattern_letter_first', 6, 16, '^[A-Za-z][A-Za-z0-9]*$'),
  password: rule('pattern_letter_number', 8, 20, '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7E]+$'),
};
const settings = {
  fields: {},
  countryDialingCode: '+63',
  mobileDigits: 11,
  mobilePrefix: '09',
  minimumAge: 18,
};
const emptyPage = { list: [], pageNum: 1, pageSize: 20, totalPages: 0, totalCount: 0 };

let harness: Harness;

beforeEach(() => {
  // A merchant of its own per test, so the registration rules are read afresh.
  harness = setUpRuntime({ merchantCode: `m${Math.random()}` });
  readyWith({}, 480);
  signInAs(1);
  harness.platform.on(validationRules, rules);
  harness.platform.on(registerSettings, settings);
});

describe('agent reports', () => {
  it('report ranges count days in the merchant time zone: 20:00 UTC is already tomorrow in Manila', () => {
    expect(defaultReportRange(new Date('2026-03-10T20:00:00Z'))).toEqual({
      startDate: '2026-03-05',
      endDate: '2026-03-11',
    });
  });

  it('asks for team betting with the range and the page, leaving out a blank account', async () => {
    harness.platform.on(teamBetting, {
      ...emptyPage,
      totals: { bets: 0, stake: 0, validBet: 0, win: 0, profit: 0 },
    });
    await loadTeamBetting({ startDate: '2026-03-01', endDate: '2026-03-07', account: '', pageNo: 2 });
    const query = harness.platform.calls(teamBetting)[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-07',
      pageNo: '2',
      pageSize: '20',
    });
  });

  it('refuses a backwards range before asking the server', async () => {
    await expect(loadTeamOverview({ startDate: '2026-03-09', endDate: '2026-03-01' })).rejects.toMatchObject({
      errorCode: 'validation_failed',
    });
    expect(harness.platform.calls(teamOverview)).toHaveLength(0);
  });

  it('R6.19 a trial player asks for no report', async () => {
    signInAs(4);
    await expect(
      loadContractPayments({ kind: 'dailyWage', startDate: '2026-03-01', endDate: '2026-03-07' }),
    ).rejects.toMatchObject({ errorCode: 'in_need_true_account' });
    expect(harness.platform.calls(contractPayments)).toHaveLength(0);
  });

  it('searches the team by the start of an account, trimmed', async () => {
    harness.platform.on(teamMembers, { ...emptyPage, totals: { balance: 0 } });
    await loadTeamMembers({ account: ' sub ', pageNo: 1 });
    expect(harness.platform.calls(teamMembers)[0]?.query.get('account')).toBe('sub');
  });
});

describe('register a downline', () => {
  it('R5.26 checks with the merchant rules, the first error of each field only, and sends nothing', async () => {
    expect(await checkDownlineForm({ account: '9x', password: 'short' })).toEqual({
      account: { key: 'pattern_letter_first', params: { min: 6, max: 16, length: '6-16' } },
      password: { key: 'pattern_letter_number', params: { min: 8, max: 20, length: '8-20' } },
    });
    const outcome = await registerDownlineAccount({ account: '', password: '' });
    expect(outcome).toEqual({
      status: 'invalid',
      errors: { account: { key: 'input_empty', params: { min: 6, max: 16, length: '6-16' } } },
    });
    expect(harness.platform.calls(registerDownline)).toHaveLength(0);
  });

  it('an empty password gives the merchant default: the body carries none, the answer says so', async () => {
    harness.platform.on(registerDownline, {
      memberId: 40,
      account: 'newkid01',
      nickname: null,
      kind: 'player',
      defaultPassword: true,
    });
    const outcome = await registerDownlineAccount({ account: ' newkid01 ', password: '' });
    expect(outcome).toMatchObject({ status: 'ok', value: { account: 'newkid01', defaultPassword: true } });
    expect(harness.platform.calls(registerDownline)[0]?.body).toEqual({
      account: 'newkid01',
      kind: 'player',
    });
  });

  it('a taken account comes back as the account field’s error', async () => {
    harness.platform.fail(registerDownline, 'username_taken', { status: 409, field: 'account' });
    const outcome = await registerDownlineAccount({ account: 'takenone', password: 'Secret123' });
    expect(outcome).toMatchObject({ status: 'invalid', errors: { account: { key: 'username_taken' } } });
  });
});

describe('transfer to a downline', () => {
  it('R6.16 sends the payment password encrypted with the form’s requestId, then reloads the balance', async () => {
    harness.platform.on(downlineTransfer, { balance: 900, account: 'sub01', amount: 100 });
    harness.platform.on(walletBalance, { balance: 900, currency: 'TLB', currencySymbol: '₱' });
    const first = await transferToDownline({
      account: 'sub01',
      amount: 100,
      paymentPassword: '246810',
      requestId: 'req-0001',
    });
    expect(first).toMatchObject({ status: 'ok', value: { amount: 100 } });
    expect(harness.platform.calls(downlineTransfer)[0]?.body).toEqual({
      account: 'sub01',
      amount: 100,
      paymentPassword: '246810',
      requestId: 'req-0001',
    });
    await vi.waitFor(() => expect(harness.platform.calls(walletBalance).length).toBe(1));
  });

  it('a wrong payment password is a refusal with the tries left, not a throw', async () => {
    harness.platform.fail(downlineTransfer, 'wrong_payment_password', { status: 400, triesLeft: 2 });
    const outcome = await transferToDownline({ account: 'sub01', amount: 5, paymentPassword: '000000' });
    expect(outcome).toMatchObject({ status: 'failed', triesLeft: 2 });
  });
});

describe('contract offers', () => {
  const offer = {
    kind: 'dailyWage' as const,
    account: 'sub01',
    rate: 1.2,
    activeMembers: 3,
    periodValidBet: 5000,
    periodProfitLoss: 0,
  };

  it('R3.36 checks the terms: the rate within 0.01-100, two decimals, not above the own rate', () => {
    expect(contractTermsProblem({ ...offer, rate: 0 }, 1.5)).toEqual({ field: 'rate', problem: 'rateRange' });
    expect(contractTermsProblem({ ...offer, rate: 1.234 }, 1.5)).toEqual({
      field: 'rate',
      problem: 'rateDecimals',
    });
    expect(contractTermsProblem({ ...offer, rate: 2 }, 1.5)).toEqual({
      field: 'rate',
      problem: 'rateAboveOwn',
    });
    expect(contractTermsProblem({ ...offer, activeMembers: 1.5 }, 1.5)).toEqual({
      field: 'activeMembers',
      problem: 'wholeNumber',
    });
    expect(contractTermsProblem({ ...offer, periodValidBet: -1 }, 1.5)).toEqual({
      field: 'periodValidBet',
      problem: 'amount',
    });
    expect(contractTermsProblem(offer, 1.5)).toBeNull();
  });

  it('R7.57 R6.14 offers a daily wage through MCS2_processDailySalContract', async () => {
    harness.platform.on(processDailySalary, { contract: contractFixture(), terminated: [] });
    expect(await offerContract(offer)).toMatchObject({
      status: 'ok',
      value: { contract: { contractId: 11 } },
    });
    expect(harness.platform.calls(processDailySalary)[0]?.body).toEqual({
      action: 'offer',
      ...offer,
      kind: undefined,
      agreeToTerminate: false,
    });
  });

  it('R4.81 a rate below the downline’s own contracts asks for agreement, and agreeing sends it again', async () => {
    const lower = contractFixture({
      contractId: 77,
      upline: 'sub01',
      downline: 'p9',
      rate: 1.4,
      status: 'accepted',
    });
    harness.platform.on(processDailySalary, (_input, request) =>
      (request.body as { agreeToTerminate: boolean }).agreeToTerminate
        ? { contract: contractFixture(), terminated: [] }
        : failure(ErrorCode.contractLowersDownline, { contracts: [lower] }),
    );
    expect(await offerContract(offer)).toEqual({ status: 'needsAgreement', contracts: [lower] });
    expect(await offerContract(offer, true)).toMatchObject({ status: 'ok' });
  });

  it('R7.58 R6.14 offers an hourly salary through /wps/relay/MCS2_processContractHourSalary', async () => {
    harness.platform.on(processHourlySalary, {
      contract: contractFixture({ kind: 'hourlySalary', period: 'Hourly' }),
      terminated: [],
    });
    expect(await offerContract({ ...offer, kind: 'hourlySalary' })).toMatchObject({ status: 'ok' });
    const [call] = harness.platform.calls(processHourlySalary);
    expect(call?.path).toBe('/wps/relay/MCS2_processContractHourSalary');
    // A salary settles by the hour: no period is sent.
    expect(call?.body).toEqual({ action: 'offer', ...offer, kind: undefined, agreeToTerminate: false });
  });

  it('R7.59 R6.14 offers a real-time salary through /wps/relay/MCSFE_processRealTimeSalaryContract', async () => {
    harness.platform.on(processRealtimeSalary, {
      contract: contractFixture({ kind: 'realtimeSalary', period: 'FiveMinutes' }),
      terminated: [],
    });
    expect(await offerContract({ ...offer, kind: 'realtimeSalary' })).toMatchObject({ status: 'ok' });
    const [call] = harness.platform.calls(processRealtimeSalary);
    expect(call?.path).toBe('/wps/relay/MCSFE_processRealTimeSalaryContract');
    expect(call?.body).not.toHaveProperty('period');
  });

  it('R4.82 a dividend is offered for a Daily, Weekly, Semimonthly or Monthly period (Monthly unless chosen)', async () => {
    harness.platform.on(processDividend, { contract: contractFixture({ kind: 'dividend' }), terminated: [] });
    for (const period of ['Daily', 'Weekly', 'Semimonthly', 'Monthly'] as const)
      await offerContract({ ...offer, kind: 'dividend', rate: 20, period });
    await offerContract({ ...offer, kind: 'dividend', rate: 20 });
    expect(harness.platform.calls(processDividend).map((call) => call.body)).toMatchObject([
      { period: 'Daily' },
      { period: 'Weekly' },
      { period: 'Semimonthly' },
      { period: 'Monthly' },
      { period: 'Monthly' },
    ]);
  });

  it('R7.56 a dividend carries its period', async () => {
    harness.platform.on(processDividend, { contract: contractFixture({ kind: 'dividend' }), terminated: [] });
    await offerContract({ ...offer, kind: 'dividend', rate: 20, period: 'Weekly' });
    expect(harness.platform.calls(processDividend)[0]?.body).toMatchObject({
      period: 'Weekly',
    });
  });
});

describe('customer service', () => {
  it('lists the merchant channels, live chat first, and drops a link that is no web, mail or phone address', () => {
    const startup = $startup.get();
    if (startup.phase !== 'ready' || !startup.permission) throw new Error('startup not ready');
    startup.permission.info.customerService = [
      { csType: 'TELEGRAM', path: 'https://t.me/lk' },
      { csType: 'LIVECHAT', path: 'https://ph.example/chat' },
      { csType: 'EMAIL', path: 'mailto:help@ph.example' },
      { csType: 'BAD', path: 'javascript:alert(1)' },
    ];
    expect(serviceLinks().map((link) => link.kind)).toEqual(['LIVECHAT', 'TELEGRAM', 'EMAIL']);
  });
});
