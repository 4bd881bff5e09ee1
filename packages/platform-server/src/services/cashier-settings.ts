import type { MerchantRow } from '../db/schema/index';

/**
 * The cashier's merchant settings, read from `merchants.settings` with these defaults so merchants
 * seeded before the cashier existed work unchanged. Amounts in minor units.
 */
export interface CashierSettings {
  /** A deposit adds amount x this to the turnover required before a withdrawal. */
  depositTurnoverMultiple: number;
  /** The most one deposit may be on any channel of this merchant (on top of the channel's own limits). */
  depositMaxMinor: number;
  withdrawalMinMinor: number;
  withdrawalMaxMinor: number;
  /** Minutes after which an unanswered withdrawal confirmation counts as received (decision: 30). */
  withdrawalAutoReceiptMinutes: number;
  /**
   * When a member binds an account number another member of the merchant already bound: 'refuse'
   * it (the default), or 'flag' it (bound, and listed for the operator in /admin/bank-accounts/shared).
   */
  sharedBankAccount: SharedBankAccountPolicy;
}

export const SHARED_BANK_ACCOUNT_POLICIES = ['refuse', 'flag'] as const;
export type SharedBankAccountPolicy = (typeof SHARED_BANK_ACCOUNT_POLICIES)[number];

export const CASHIER_DEFAULTS: CashierSettings = {
  depositTurnoverMultiple: 1,
  depositMaxMinor: 100_000_00,
  withdrawalMinMinor: 100_00,
  withdrawalMaxMinor: 50_000_00,
  withdrawalAutoReceiptMinutes: 30,
  sharedBankAccount: 'refuse',
};

export function cashierSettingsOf(merchant: MerchantRow): CashierSettings {
  const stored = merchant.settings as Partial<Record<keyof CashierSettings, unknown>>;
  const pick = (key: Exclude<keyof CashierSettings, 'sharedBankAccount'>) => {
    const value = stored[key];
    return typeof value === 'number' && Number.isFinite(value) && value >= 0
      ? value
      : (CASHIER_DEFAULTS[key] as number);
  };
  return {
    depositTurnoverMultiple: pick('depositTurnoverMultiple'),
    depositMaxMinor: pick('depositMaxMinor'),
    withdrawalMinMinor: pick('withdrawalMinMinor'),
    withdrawalMaxMinor: pick('withdrawalMaxMinor'),
    withdrawalAutoReceiptMinutes: pick('withdrawalAutoReceiptMinutes'),
    sharedBankAccount:
      SHARED_BANK_ACCOUNT_POLICIES.find((policy) => policy === stored.sharedBankAccount) ?? 'refuse',
  };
}
