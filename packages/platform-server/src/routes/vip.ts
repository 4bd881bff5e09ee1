import { playerRank } from '@lobbykit/api-client/contract';
import { type Bind, signedIn } from '../http/bind';
import { requireRealAccount } from '../services/trial-wall';
import type { VipService } from '../services/vip';

/** playerRank: the VIP level, its label and the progress to the next (R3.08). */
export function vipRoutes(bind: Bind, vip: VipService): void {
  bind(playerRank, (_input, call) => vip.rankOf(requireRealAccount(signedIn(call).member)));
}
