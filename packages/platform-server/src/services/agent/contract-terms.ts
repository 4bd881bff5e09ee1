import type { ContractKind, ContractPeriod } from '@lobbykit/api-client/contract';
import type { MerchantRow } from '../../db/schema/index';

/**
 * The most a top agent (one without an upline) may give per kind, in hundredths of a percent, when
 * the merchant's settings name none: 40 % dividend, 1.5 % daily wage, 0.5 % hourly, 0.3 % real-time.
 */
export const DEFAULT_TOP_RATES_BP: Record<ContractKind, number> = {
  dividend: 4000,
  dailyWage: 150,
  hourlySalary: 50,
  realtimeSalary: 30,
};

/** The period each kind settles by; a dividend chooses its own. */
export const FIXED_PERIODS: Record<Exclude<ContractKind, 'dividend'>, ContractPeriod> = {
  dailyWage: 'Daily',
  hourlySalary: 'Hourly',
  realtimeSalary: 'FiveMinutes',
};

interface KindSetting {
  enabled?: unknown;
  topRateBp?: unknown;
}

function kindSetting(merchant: MerchantRow, kind: ContractKind): KindSetting {
  const all = (merchant.settings as { agentContracts?: Record<string, KindSetting> }).agentContracts;
  return all?.[kind] ?? {};
}

/** R3.21: whether the merchant offers a kind (merchant settings `agentContracts.<kind>.enabled`, default on). */
export function kindEnabled(merchant: MerchantRow, kind: ContractKind): boolean {
  return kindSetting(merchant, kind).enabled !== false;
}

export function topRateBp(merchant: MerchantRow, kind: ContractKind): number {
  const rate = kindSetting(merchant, kind).topRateBp;
  return typeof rate === 'number' && Number.isInteger(rate) && rate > 0 && rate <= 10_000
    ? rate
    : DEFAULT_TOP_RATES_BP[kind];
}

/** A wire rate (percent, two places) in hundredths of a percent, and back. */
export const toBp = (rate: number) => Math.round(rate * 100);
export const fromBp = (rateBp: number) => rateBp / 100;
