/**
 * English words of the wallet header: `t('header.…')`. The reference table: TY and BN must have the same
 * keys (the typecheck and the parity test say so). Templates use `{{name}}`.
 */
export const en = {
  login: 'Log in',
  register: 'Register',
  balance: 'Balance',
  hideBalance: 'Hide balance',
  showBalance: 'Show balance',
  refreshBalance: 'Refresh balance',
  balanceUnavailable: 'Balance unavailable. Refresh to try again.',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  accountMenu: 'Account menu',
  vipLevel: 'VIP level',
  bettingRecord: 'Betting record',
  accountRecord: 'Account record',
  personalLoss: 'Personal profit and loss',
  rewardCenter: 'Reward center',
  myAccount: 'My account',
  agentEntry: 'Agent center',
  signOut: 'Sign out',
  notices: 'Notices',
  region: 'Region',
  tryFree: 'Try for free',
  trial: 'Trial',
  messages: 'Messages',
  /** The level beside the VIP entry's label name (R3.08), for example 'Gold · Level 3'. */
  vipRank: 'Level {{level}}',
  /** A red counter read aloud: unread messages, rewards waiting (R2.101). */
  newCount: '{{count}} new',
};
