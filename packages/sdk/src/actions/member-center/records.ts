import type { RequestOf, ResponseOf } from '@lobbykit/api-client';
import {
  bettingRecords,
  personalProfit,
  transactionDetail,
  transactionHistory,
} from '@lobbykit/api-client/member-center';
import { getClient } from '../../client/configure';
import { loadMenus } from '../game-menus';
import type { DayRange } from './records-date-range';
import { assertRealAccount } from './records-member-only';

export type BettingRecords = ResponseOf<typeof bettingRecords>;
export type BetRecord = BettingRecords['list'][number];
export type BettingFilter = RequestOf<typeof bettingRecords>;
export type TransactionPage = ResponseOf<typeof transactionHistory>;
export type Transaction = TransactionPage['list'][number];
export type TransactionFilter = RequestOf<typeof transactionHistory>;
export type TransactionDetail = ResponseOf<typeof transactionDetail>;
export type PersonalProfit = ResponseOf<typeof personalProfit>;

/** The record pages' page size: a phone screen of rows without a long scroll. */
export const RECORDS_PAGE_SIZE = 20;

/** A blank filter choice means 'every game type' or 'every vendor': it is left out of the query. */
function withoutBlanks<T extends object>(filter: T): T {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as T;
}

/**
 * personalHistoryCopy: one page of the member's bets in a day range, optionally one game type and
 * one vendor, with the totals of stake, valid bet and win over the whole filter (not only the page).
 */
export async function loadBettingRecords(filter: BettingFilter): Promise<BettingRecords> {
  assertRealAccount();
  return getClient().call(bettingRecords, withoutBlanks({ pageSize: RECORDS_PAGE_SIZE, ...filter }));
}

/** transactionHistory: one page of every money movement in a day range, newest first. */
export async function loadTransactions(filter: TransactionFilter): Promise<TransactionPage> {
  assertRealAccount();
  return getClient().call(transactionHistory, withoutBlanks({ pageSize: RECORDS_PAGE_SIZE, ...filter }));
}

/** R7.29: one movement in full through /wps/relay/ODSFE2_MemTransDet. */
export async function loadTransactionDetail(id: number): Promise<TransactionDetail> {
  assertRealAccount();
  return getClient().call(transactionDetail, { id });
}

/** personalProfit: profit and loss by day and by product over a day range, with the totals. */
export async function loadPersonalProfit(range: DayRange): Promise<PersonalProfit> {
  assertRealAccount();
  return getClient().call(personalProfit, { startDate: range.startDate, endDate: range.endDate });
}

export interface VendorOption {
  code: string;
  name: string;
}

/** The betting record's filters: each game type of the merchant's menus with its vendors. */
export interface BettingFilterOptions {
  gameTypes: { gameType: BetRecord['gameType']; vendors: VendorOption[] }[];
}

/**
 * The choices the betting record's game type and vendor filters offer: the merchant's own menus
 * (R7.30), so a filter never lists a category or vendor the player could not have played.
 */
export async function loadBettingFilterOptions(): Promise<BettingFilterOptions> {
  const menus = await loadMenus();
  return {
    gameTypes: menus
      .filter((category) => category.vendors.length > 0)
      .map((category) => ({
        gameType: category.gameCategory,
        vendors: category.vendors.map((vendor) => ({ code: vendor.vassalage, name: vendor.name })),
      })),
  };
}
