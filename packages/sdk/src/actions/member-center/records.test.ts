import { ApiError, ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import { gameMenus } from '@lobbykit/api-client/lobby';
import {
  bettingRecords,
  personalProfit,
  transactionDetail,
  transactionHistory,
} from '@lobbykit/api-client/member-center';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../stores/session';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { menusFixture, recordEvents, signIn } from '../../testing/lobby-fixtures';
import {
  loadBettingFilterOptions,
  loadBettingRecords,
  loadPersonalProfit,
  loadTransactionDetail,
  loadTransactions,
} from './records';

const bet: ResponseOf<typeof bettingRecords>['list'][number] = {
  id: 1,
  roundId: 'r-1',
  gameName: 'Lucky Dragon',
  vendorCode: 'CQ9',
  gameType: 'RNG',
  stake: 10,
  validBet: 10,
  win: 25.5,
  status: 'settled',
  placedAt: '2026-03-01T10:00:00.000Z',
  settledAt: '2026-03-01T10:00:02.000Z',
};
const totals = { stake: 10, validBet: 10, win: 25.5, profit: 15.5 };
const movement: ResponseOf<typeof transactionHistory>['list'][number] = {
  id: 9,
  kind: 'deposit',
  wallet: 'MAIN',
  amount: 500,
  balanceAfter: 1500,
  reference: 'D-1',
  createdAt: '2026-03-01T10:00:00.000Z',
};
const pageOf = <Row>(list: Row[]) => ({
  list,
  pageNum: 1,
  pageSize: 20,
  totalPages: 1,
  totalCount: list.length,
});

let harness: Harness;
beforeEach(() => {
  resetSessionState();
  harness = setUpRuntime();
  recordEvents();
});
afterEach(() => vi.unstubAllGlobals());

describe('loadBettingRecords', () => {
  it('asks one page of 20 for the day range with the token, leaving out blank filters', async () => {
    harness.platform.on(bettingRecords, { ...pageOf([bet]), totals });
    await signIn(harness);
    const records = await loadBettingRecords({
      startDate: '2026-03-01',
      endDate: '2026-03-07',
      gameType: undefined,
      vendor: '',
    });
    const [request] = harness.platform.calls(bettingRecords);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-07',
      pageNo: '1',
      pageSize: '20',
    });
    expect(request?.headers.get('Authorization')).toBe('tok-123');
    expect(records.list[0]?.gameName).toBe('Lucky Dragon');
    expect(records.totals).toEqual(totals);
  });

  it('filters by game type, vendor and page', async () => {
    harness.platform.on(bettingRecords, {
      ...pageOf([]),
      totals: { stake: 0, validBet: 0, win: 0, profit: 0 },
    });
    await signIn(harness);
    await loadBettingRecords({
      startDate: '2026-03-01',
      endDate: '2026-03-07',
      gameType: 'LIVE',
      vendor: 'EVO',
      pageNo: 3,
    });
    const [request] = harness.platform.calls(bettingRecords);
    expect(request?.query.get('gameType')).toBe('LIVE');
    expect(request?.query.get('vendor')).toBe('EVO');
    expect(request?.query.get('pageNo')).toBe('3');
  });

  it('R6.05 refuses a trial player with in_need_true_account and asks nothing', async () => {
    await signIn(harness, 4);
    const before = harness.platform.requests.length;
    await expect(loadBettingRecords({ startDate: '2026-03-01', endDate: '2026-03-07' })).rejects.toSatisfy(
      (error) => ApiError.is(error, ErrorCode.trialAccount),
    );
    expect(harness.platform.requests).toHaveLength(before);
  });

  it('refuses a guest as not logged in', async () => {
    await expect(loadBettingRecords({ startDate: '2026-03-01', endDate: '2026-03-07' })).rejects.toSatisfy(
      (error) => ApiError.is(error, ErrorCode.notLoggedIn),
    );
    expect(harness.platform.requests).toHaveLength(0);
  });

  it('treats an answer off the contract as an error, never as data', async () => {
    harness.platform.raw(bettingRecords, {
      body: { success: true, value: { ...pageOf([{ ...bet, stake: 'ten' }]), totals } },
    });
    await signIn(harness);
    await expect(
      loadBettingRecords({ startDate: '2026-03-01', endDate: '2026-03-07' }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});

describe('transactions', () => {
  it('lists movements of a day range, optionally one kind', async () => {
    harness.platform.on(transactionHistory, pageOf([movement]));
    await signIn(harness);
    const page = await loadTransactions({ startDate: '2026-03-01', endDate: '2026-03-07', kind: 'deposit' });
    expect(harness.platform.calls(transactionHistory)[0]?.query.get('kind')).toBe('deposit');
    expect(page.list[0]?.amount).toBe(500);
  });

  it('R7.29 loads one movement through /wps/relay/ODSFE2_MemTransDet', async () => {
    harness.platform.on(transactionDetail, (_input, request) => ({
      ...movement,
      id: Number(request.query.get('id')),
      balanceBefore: 1000,
      details: [{ label: 'Channel', value: 'GCash' }],
    }));
    await signIn(harness);
    const detail = await loadTransactionDetail(9);
    expect(harness.platform.calls(transactionDetail)[0]?.query.get('id')).toBe('9');
    expect(detail).toMatchObject({ id: 9, balanceBefore: 1000, balanceAfter: 1500 });
  });

  it('passes the server refusal on as an ApiError', async () => {
    harness.platform.fail(transactionDetail, ErrorCode.notFound);
    await signIn(harness);
    await expect(loadTransactionDetail(1)).rejects.toSatisfy((error) => ApiError.is(error, 'not_found'));
  });
});

describe('loadPersonalProfit', () => {
  it('asks the day range and answers by day, by product and the totals', async () => {
    const row = { stake: 100, validBet: 100, win: 40, profit: -60 };
    harness.platform.on(personalProfit, {
      byDay: [{ day: '2026-03-01', ...row }],
      byProduct: [{ gameType: 'RNG', ...row }],
      totals: row,
    });
    await signIn(harness);
    const profit = await loadPersonalProfit({ startDate: '2026-03-01', endDate: '2026-03-02' });
    expect(Object.fromEntries(harness.platform.calls(personalProfit)[0]?.query ?? [])).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-02',
    });
    expect(profit.totals.profit).toBe(-60);
  });
});

describe('loadBettingFilterOptions', () => {
  it('offers the game types of the menus that have vendors, each with its vendors', async () => {
    harness.platform.on(gameMenus, menusFixture());
    const options = await loadBettingFilterOptions();
    const lottery = options.gameTypes.find((entry) => entry.gameType === 'LOTT');
    expect(lottery?.vendors.map((vendor) => vendor.code)).toContain('TCG_LOTTO_VN');
    expect(options.gameTypes.every((entry) => entry.vendors.length > 0)).toBe(true);
  });
});
