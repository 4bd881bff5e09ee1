import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Filipino (TY): a chunk of its own, fetched only by pages that speak it. */
export const ty: DeepStrings<typeof en> = {
  login: 'Mag-log in',
  register: 'Magparehistro',
  balance: 'Balanse',
  hideBalance: 'Itago ang balanse',
  showBalance: 'Ipakita ang balanse',
  refreshBalance: 'I-refresh ang balanse',
  balanceUnavailable: 'Hindi makuha ang balanse. I-refresh para subukan muli.',
  deposit: 'Magdeposito',
  withdraw: 'Mag-withdraw',
  accountMenu: 'Menu ng account',
  vipLevel: 'Antas ng VIP',
  bettingRecord: 'Talaan ng taya',
  accountRecord: 'Talaan ng account',
  personalLoss: 'Personal na kita at talo',
  rewardCenter: 'Sentro ng gantimpala',
  myAccount: 'Aking account',
  agentEntry: 'Sentro ng ahente',
  signOut: 'Mag-sign out',
  notices: 'Mga abiso',
  region: 'Rehiyon',
  tryFree: 'Subukan nang libre',
  trial: 'Pagsubok',
  messages: 'Mga mensahe',
  vipRank: 'Antas {{level}}',
  newCount: '{{count}} bago',
};
