import {
  bankAccounts,
  bindBankAccount as bindBankAccountEndpoint,
  payoutProviders,
} from '@lobbykit/api-client/member-center';
import { getClient } from '../../client/configure';
import { attempt, type MoneyOutcome } from './cashier-outcome';
import type { BankAccount, PayoutProvider } from './cashier-withdraw';

// The accounts a withdrawal is paid to, as the security center lists and binds them: apart from the
// withdraw page's calls (cashier-withdraw.ts), whose chunk carries none of this.

export function loadPayoutProviders(): Promise<PayoutProvider[]> {
  return getClient().call(payoutProviders);
}

export function loadBankAccounts(): Promise<BankAccount[]> {
  return getClient().call(bankAccounts);
}

export interface BindBankAccountForm {
  providerCode: string;
  accountNumber: string;
  payeeName: string;
}

/** Binds a bank or e-wallet account; the server refuses a payee name that is not the member's. */
export function bindBankAccount(form: BindBankAccountForm): Promise<MoneyOutcome<BankAccount>> {
  return attempt(() =>
    getClient().call(bindBankAccountEndpoint, {
      providerCode: form.providerCode,
      accountNumber: form.accountNumber.replace(/\s+/g, ''),
      payeeName: form.payeeName.trim(),
    }),
  );
}
