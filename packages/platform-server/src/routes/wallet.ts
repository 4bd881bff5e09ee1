import { walletBalance } from '@lobbykit/api-client';
import { type Bind, signedIn } from '../http/bind';
import { toDecimal } from '../services/money';
import type { WalletService } from '../services/wallet';

export function walletRoutes(bind: Bind, wallet: WalletService): void {
  // From the balance cache, whose every movement moves the member's version: a fast member read.
  bind(
    walletBalance,
    async (_input, call) => {
      const { member } = signedIn(call);
      return {
        balance: toDecimal(await wallet.balanceOf(member)),
        currency: member.currency,
        currencySymbol: call.merchant.currencySymbol,
      };
    },
    { fastRead: 'member' },
  );
}
