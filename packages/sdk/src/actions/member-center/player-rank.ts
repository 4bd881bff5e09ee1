import { ApiError, ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import type { playerRank } from '@lobbykit/api-client/member-center';
import { assertRealAccount } from './records-member-only';
import { refreshVip } from './vip';

export type PlayerRank = ResponseOf<typeof playerRank>;
export type VipLevel = PlayerRank['levels'][number];

/**
 * playerRank: the member's VIP level, its label, valid turnover and the progress to the next level.
 * Loaded through `refreshVip`, so the header's VIP fields (R3.08) agree with the page.
 */
export async function loadPlayerRank(): Promise<PlayerRank> {
  assertRealAccount();
  const rank = await refreshVip();
  // assertRealAccount passed, so refreshVip asked; null would mean the member left meanwhile.
  if (!rank) throw new ApiError({ errorCode: ErrorCode.notLoggedIn, message: 'Not logged in' }, 401);
  return rank;
}

/** How much more valid turnover the next level needs; 0 at the top level. */
export function turnoverToNext(rank: PlayerRank): number {
  if (!rank.next) return 0;
  // Money travels with two places; work in minor units so 0.1 + 0.2 never shows as 0.30000000000000004.
  const cents = Math.round(rank.next.requiredTurnover * 100) - Math.round(rank.validTurnover * 100);
  return Math.max(0, cents) / 100;
}
