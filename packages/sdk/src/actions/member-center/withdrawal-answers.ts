import { confirmWithdrawal as confirmWithdrawalEndpoint } from '@lobbykit/api-client/member-center';
import { getClient } from '../../client/configure';
import { attempt, type MoneyOutcome } from './cashier-outcome';
import type { ProofImage } from './cashier-proofs';
import type { WithdrawalRecord } from './cashier-withdraw';

// The member's answer to an approved withdrawal: loaded with the answer's own chunk, not the page's.

/** R4.77: the member says the approved withdrawal arrived. */
export function confirmReceived(id: number): Promise<MoneyOutcome<WithdrawalRecord>> {
  return attempt(() => getClient().call(confirmWithdrawalEndpoint, { id, received: true }));
}

/** R4.78: it did not arrive; 1 to 3 proof images (png or jpg, at most 5 MB each) and a remark. */
export function reportNotReceived(
  id: number,
  proofs: readonly ProofImage[],
  remark = '',
): Promise<MoneyOutcome<WithdrawalRecord>> {
  const note = remark.trim();
  return attempt(() =>
    getClient().call(confirmWithdrawalEndpoint, {
      id,
      received: false,
      proofs: proofs.map(({ name, dataUrl }) => ({ name, dataUrl })),
      ...(note ? { remark: note } : {}),
    }),
  );
}
