import type { MessageKey } from '@lobbykit/sdk';

export interface AccountMenuLink {
  key: string;
  label: MessageKey;
  /** Member-centre pages are the spec's page names (section 2), opened through `/member?page=`. */
  path: string;
  agentOnly?: boolean;
  /** Which red counter of R2.101 the entry carries. */
  counter?: 'messages' | 'rewards';
}

/** The header account menu of spec section 2 (R2.51), sign-out aside; the agent entry only for agents (R2.52). */
export const accountMenuLinks: readonly AccountMenuLink[] = [
  { key: 'vip', label: 'header.vipLevel', path: '/member?page=playerRank' },
  { key: 'betting', label: 'header.bettingRecord', path: '/member?page=personalHistoryCopy' },
  { key: 'account-record', label: 'header.accountRecord', path: '/member?page=transactionHistory' },
  { key: 'personal-loss', label: 'header.personalLoss', path: '/member?page=personalProfit' },
  { key: 'rewards', label: 'header.rewardCenter', path: '/member?page=rewardCenter', counter: 'rewards' },
  // Not in R2.51's list, but R2.101 puts a red counter on messageV2 and the header needs a way to it.
  { key: 'messages', label: 'header.messages', path: '/member?page=messageV2', counter: 'messages' },
  { key: 'my-account', label: 'header.myAccount', path: '/member?page=securityCenter' },
  { key: 'agent', label: 'header.agentEntry', path: '/agentHome', agentOnly: true },
];

/** A trial player gets none: every entry is a member or account feature (R5.40); sign out stays. */
export function visibleMenuLinks(isAgent: boolean, isTrial = false): AccountMenuLink[] {
  if (isTrial) return [];
  return accountMenuLinks.filter((link) => isAgent || !link.agentOnly);
}
