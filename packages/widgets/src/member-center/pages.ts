import type { MessageKey } from '@lobbykit/sdk';
import type { ComponentType } from 'react';
import type { MemberCenterPageProps } from './page-props';

export interface MemberCenterPage {
  /** The spec's page name (R2.100), as `/member?page=<name>` selects it. */
  name: string;
  labelKey: MessageKey;
  /** An SVG path (24 x 24 view box) for the navigation. */
  icon: string;
  /** The page's own chunk, fetched the first time it opens. */
  load: () => Promise<{ default: ComponentType<MemberCenterPageProps> }>;
}

/**
 * The member center's pages in the navigation's order (R2.100); pages that do not exist yet are
 * simply not listed. Each page module default-exports its component.
 */
export const memberCenterPages: MemberCenterPage[] = [
  {
    name: 'securityCenter',
    labelKey: 'memberCenter.nav.securityCenter',
    icon: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z',
    load: () => import('./pages/security-center'),
  },
  {
    name: 'transferFund',
    labelKey: 'memberCenter.nav.transferFund',
    icon: 'M4 8h13l-4-4M20 16H7l4 4',
    load: () => import('./pages/transfer-fund'),
  },
  {
    name: 'depositv2',
    labelKey: 'memberCenter.nav.depositv2',
    icon: 'M12 4v12m0 0l-5-5m5 5l5-5M5 20h14',
    load: () => import('./pages/depositv2'),
  },
  {
    name: 'withdraw',
    labelKey: 'memberCenter.nav.withdraw',
    icon: 'M12 20V8m0 0l-5 5m5-5l5 5M5 4h14',
    load: () => import('./pages/withdraw'),
  },
  {
    name: 'transferUpline',
    labelKey: 'memberCenter.nav.transferUpline',
    icon: 'M12 20V6m0 0l-5 5m5-5l5 5M4 3h16',
    load: () => import('./pages/transfer-upline'),
  },
  {
    name: 'personalHistoryCopy',
    labelKey: 'memberCenter.nav.personalHistoryCopy',
    icon: 'M4 5h16v14H4zM8 9h8M8 13h8M8 17h5',
    load: () => import('./pages/betting-record'),
  },
  {
    name: 'transactionHistory',
    labelKey: 'memberCenter.nav.transactionHistory',
    icon: 'M6 3h9l4 4v14H6zM9 11h7M9 15h7M9 19h4',
    load: () => import('./pages/transaction-history'),
  },
  {
    name: 'personalProfit',
    labelKey: 'memberCenter.nav.personalProfit',
    icon: 'M4 20h16M6 16l4-5 3 3 5-7',
    load: () => import('./pages/personal-profit'),
  },
  {
    name: 'bonusDetails',
    labelKey: 'memberCenter.nav.bonusDetails',
    icon: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
    load: () => import('./pages/bonus-details'),
  },
  {
    name: 'rewardCenter',
    labelKey: 'memberCenter.nav.rewardCenter',
    icon: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
    load: () => import('./pages/reward-center'),
  },
  {
    name: 'referral',
    labelKey: 'memberCenter.nav.referral',
    icon: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21v-1a7 7 0 0114 0v1M19 8v6M16 11h6',
    load: () => import('./pages/referral-page'),
  },
  {
    name: 'missionLeaderboard',
    labelKey: 'memberCenter.nav.missionLeaderboard',
    icon: 'M5 21V4m0 0h11l-2 4 2 4H5M9 16h10v5H9z',
    load: () => import('./pages/mission-leaderboard'),
  },
  {
    name: 'messageV2',
    labelKey: 'memberCenter.nav.messageV2',
    icon: 'M3 6h18v12H3zM3 6l9 7 9-7',
    load: () => import('./pages/message-center'),
  },
  {
    name: 'playerRank',
    labelKey: 'memberCenter.nav.playerRank',
    icon: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
    load: () => import('./pages/player-rank'),
  },
  {
    // R2.103: the member area's chat room (/member?page=chatRoom, &room=<id> opens one).
    name: 'chatRoom',
    labelKey: 'memberCenter.nav.chatRoom',
    icon: 'M4 5h16v10H9l-5 4zM8 9h8M8 12h5',
    load: () => import('./pages/chat-room-page'),
  },
];

/** R2.101: the pages that carry a red counter, and which counter. */
export const PAGE_COUNTERS: Readonly<Record<string, 'messages' | 'rewards' | 'missions'>> = {
  messageV2: 'messages',
  rewardCenter: 'rewards',
  missionLeaderboard: 'missions',
};

export function findPage(name: string | null | undefined): MemberCenterPage | undefined {
  const wanted = name?.toLowerCase();
  return memberCenterPages.find((page) => page.name.toLowerCase() === wanted);
}
