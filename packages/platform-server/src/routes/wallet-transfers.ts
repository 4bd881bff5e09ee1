import {
  consolidatedFunds,
  merchantWallet,
  recallBalances,
  transferUpline,
  uplineInfo,
  walletTransfer,
} from '@lobbykit/api-client/contract';
import { type Bind, type Call, signedIn } from '../http/bind';
import { requireRealAccount } from '../services/trial-wall';
import type { UplineTransferService } from '../services/upline-transfer';
import type { WalletTransferService } from '../services/wallet-transfers';

/** Wallets are an account feature: trial sessions are refused (R6.05, R6.09). */
const realMember = (call: Call) => requireRealAccount(signedIn(call).member);

/** R3.30, R7.26-R7.28, R6.17: the merchant's wallet mode, consolidated funds, transfers and recalls. */
export function walletTransferRoutes(bind: Bind, transfers: WalletTransferService): void {
  bind(merchantWallet, async (_input, call) => ({ isSingle: transfers.isSingle(call.merchant) }));
  bind(consolidatedFunds, (_input, call) => transfers.consolidated(realMember(call), call.merchant));
  bind(walletTransfer, (input, call) => transfers.transfer(realMember(call), call.merchant, input));
  bind(recallBalances, (input, call) => transfers.recall(realMember(call), call.merchant, input.requestId));
}

/** transferUpline (R6.04): the player's agent, and money sent to it with the payment password. */
export function uplineTransferRoutes(bind: Bind, upline: UplineTransferService): void {
  bind(uplineInfo, (_input, call) => upline.info(realMember(call)));
  bind(transferUpline, (input, call) => upline.transfer(realMember(call), input));
}
