import { deposit, depositChannels, depositRecords } from '@lobbykit/api-client/contract';
import { type Bind, signedIn } from '../http/bind';
import type { DepositService } from '../services/deposits';
import { requireRealAccount } from '../services/trial-wall';

/** depositv2: the sandbox channels, a deposit request and the member's deposit records. */
export function cashierRoutes(bind: Bind, deposits: DepositService): void {
  bind(depositChannels, async (_input, call) => {
    requireRealAccount(signedIn(call).member);
    return deposits.channels(call.merchant);
  });
  bind(deposit, (input, call) =>
    deposits.request(requireRealAccount(signedIn(call).member), call.merchant, input),
  );
  bind(depositRecords, (input, call) =>
    deposits.records(requireRealAccount(signedIn(call).member), call.merchant, input),
  );
}
