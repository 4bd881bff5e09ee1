import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { empty, text, trimmed } from '../fields';
import { bankAccount, payoutKind } from './withdrawals';

// The accounts a withdrawal is paid to (the security center binds them), apart from the withdraw
// page's own calls so that page's chunk carries none of this.

export const payoutProvider = v.object({ code: v.string(), name: v.string(), kind: payoutKind });

/** Banks and e-wallets a member can bind on this merchant. */
export const payoutProviders = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_payoutProviders',
  auth: 'member',
  request: empty,
  response: v.array(payoutProvider),
});

export const bankAccounts = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_bankAccounts',
  auth: 'member',
  request: empty,
  response: v.array(bankAccount),
});

/**
 * Binds a bank or e-wallet account. The payee name must match the member's real name (payeeName
 * from registration); a member without one sets it with the first account. At most 5 accounts.
 */
export const bindBankAccount = endpoint({
  method: 'POST',
  path: '/wps/relay/PAY_bindBankAccount',
  auth: 'member',
  request: v.strictObject({
    providerCode: text(32),
    accountNumber: v.pipe(trimmed(6, 34), v.regex(/^[0-9A-Za-z]+$/, 'Letters and digits only')),
    payeeName: trimmed(2, 64),
  }),
  response: bankAccount,
});

export const BANK_ACCOUNTS_MAX = 5;
