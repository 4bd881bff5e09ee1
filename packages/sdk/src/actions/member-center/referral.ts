import type { ResponseOf } from '@lobbykit/api-client';
import { referralInfo, referralList } from '@lobbykit/api-client/member-center';
import { getClient } from '../../client/configure';
import { siteUrl } from '../navigate';
import { assertRealAccount } from './records-member-only';

export type ReferredFriendPage = ResponseOf<typeof referralList>;
export type ReferredFriend = ReferredFriendPage['list'][number];

/** What /member?page=referral shows above the list: the member's code and the link carrying it. */
export interface Referral {
  /** False when the merchant runs no referral (R2.60): the page says so and shows no link. */
  enabled: boolean;
  code: string | null;
  /** The player site's register page with the code: a friend opening it registers as referred. */
  link: string | null;
  referredCount: number;
}

export const REFERRALS_PAGE_SIZE = 20;

/** The register link that carries a referral code (`/register?referralCode=`), on the player site. */
export function referralLink(code: string): string {
  return siteUrl(`/register?${new URLSearchParams({ referralCode: code })}`);
}

/** The member's referral code and link; the server makes the code the first time it is asked for. */
export async function loadReferral(): Promise<Referral> {
  assertRealAccount();
  const info = await getClient().call(referralInfo);
  const code = info.enabled ? info.code : null;
  return {
    enabled: info.enabled,
    code,
    link: code ? referralLink(code) : null,
    referredCount: info.referredCount,
  };
}

/** One page of the friends who registered with the member's code, newest first (accounts masked). */
export async function loadReferredFriends(pageNo = 1): Promise<ReferredFriendPage> {
  assertRealAccount();
  return getClient().call(referralList, { pageNo, pageSize: REFERRALS_PAGE_SIZE });
}

/**
 * Puts text on the clipboard; false when the browser refuses (no permission, an insecure page), so
 * the page can say so and leave the text selectable instead.
 */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
