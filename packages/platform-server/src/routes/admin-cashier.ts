import {
  adminDeposits,
  adminGrantReward,
  adminReviewDeposit,
  adminReviewWithdrawal,
  adminSharedBankAccounts,
  adminWithdrawals,
} from '@lobbykit/api-client/contract';
import type { Bind } from '../http/bind';
import type { BankAccountService } from '../services/bank-accounts';
import type { DepositService } from '../services/deposits';
import type { RewardService } from '../services/rewards';
import type { WithdrawalService } from '../services/withdrawals';

/** The operator's side of the cashier, behind the admin key: queues, reviews, reward grants and shared account numbers. */
export function adminCashierRoutes(
  bind: Bind,
  deps: {
    deposits: DepositService;
    withdrawals: WithdrawalService;
    rewards: RewardService;
    bankAccounts: BankAccountService;
  },
): void {
  bind(adminDeposits, (input) => deps.deposits.queue(input.merchantCode, input.status));
  bind(adminReviewDeposit, (input) => deps.deposits.review(input));
  bind(adminWithdrawals, (input) => deps.withdrawals.queue(input.merchantCode, input.status));
  bind(adminReviewWithdrawal, (input) => deps.withdrawals.review(input));
  bind(adminGrantReward, (input) => deps.rewards.grant(input));
  bind(adminSharedBankAccounts, (input) => deps.bankAccounts.shared(input.merchantCode));
}
