import {
  bankAccounts,
  bindBankAccount,
  confirmWithdrawal,
  PROOF_MAX_BYTES,
  PROOF_MAX_COUNT,
  payoutProviders,
  setPaymentPassword,
  withdraw,
  withdrawalInfo,
  withdrawalRecords,
} from '@lobbykit/api-client/contract';
import { type Bind, type Call, signedIn } from '../http/bind';
import { BODY_LIMIT_BYTES } from '../http/request-body';
import type { BankAccountService } from '../services/bank-accounts';
import type { PaymentPasswordService } from '../services/payment-password';
import { requireRealAccount } from '../services/trial-wall';
import type { WithdrawalService } from '../services/withdrawals';

/** Three 5 MB images as base64 (4/3 larger) plus the rest of the body: this route alone may be this big. */
export const CONFIRMATION_BODY_LIMIT =
  PROOF_MAX_COUNT * Math.ceil((PROOF_MAX_BYTES * 4) / 3) + BODY_LIMIT_BYTES;

const realMember = (call: Call) => requireRealAccount(signedIn(call).member);

/** Withdrawals, the accounts they pay into, and the payment password that guards them. */
export function withdrawalRoutes(
  bind: Bind,
  deps: {
    withdrawals: WithdrawalService;
    bankAccounts: BankAccountService;
    paymentPasswords: PaymentPasswordService;
  },
): void {
  const { withdrawals, bankAccounts: accounts, paymentPasswords } = deps;
  bind(payoutProviders, async (_input, call) => {
    realMember(call);
    return accounts.providers(call.merchant);
  });
  bind(bankAccounts, (_input, call) => accounts.list(realMember(call)));
  bind(bindBankAccount, (input, call) => accounts.bind(realMember(call), call.merchant, input));
  bind(setPaymentPassword, async (input, call) => {
    await paymentPasswords.set(realMember(call), input);
    return { hasPaymentPassword: true as const };
  });
  bind(withdrawalInfo, (_input, call) => withdrawals.info(realMember(call), call.merchant));
  bind(withdraw, (input, call) => withdrawals.withdraw(realMember(call), call.merchant, input));
  bind(withdrawalRecords, (input, call) => withdrawals.records(realMember(call), call.merchant, input));
  bind(confirmWithdrawal, (input, call) => withdrawals.confirm(realMember(call), input), {
    bodyLimitBytes: CONFIRMATION_BODY_LIMIT,
  });
}
