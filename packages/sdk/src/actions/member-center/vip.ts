import type { ResponseOf } from '@lobbykit/api-client';
import { playerRank } from '@lobbykit/api-client/member-center';
import { map, onMount } from 'nanostores';
import { getClient } from '../../client/configure';
import { hasRealAccount } from '../player-guard';
import { watchRealMember } from './member-watch';

/** R3.08: the public store's VIP fields, as the header and the pages read them. */
export interface VipState {
  hasVip: boolean;
  vipLabelName: string;
  vipRankLevel: number;
  loaded: boolean;
}

const NO_VIP: VipState = { hasVip: false, vipLabelName: '', vipRankLevel: 0, loaded: false };

/** Filled for a real member while watched (loaded at sign-in); empty for guests and trial players. */
export const $vip = map<VipState>({ ...NO_VIP });

/**
 * Reloads `$vip` from playerRank (after a level may have changed: bets settled, the rank page
 * opened). Answers the rank; null for a guest or trial player, who have none (R6.05).
 */
export async function refreshVip(): Promise<ResponseOf<typeof playerRank> | null> {
  if (!hasRealAccount()) {
    $vip.set({ ...NO_VIP });
    return null;
  }
  const rank = await getClient().call(playerRank);
  if (hasRealAccount()) {
    $vip.set({
      hasVip: rank.hasVip,
      vipLabelName: rank.vipLabelName,
      vipRankLevel: rank.vipRankLevel,
      loaded: true,
    });
  }
  return rank;
}

onMount($vip, () =>
  watchRealMember((signedIn) => {
    if (!signedIn) {
      $vip.set({ ...NO_VIP });
      return;
    }
    // A failure leaves the fields empty; the header shows the plain menu entry then.
    refreshVip().catch(() => undefined);
  }),
);
