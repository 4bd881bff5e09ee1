import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Bengali (BN): a chunk of its own, fetched only by pages that speak it. */
export const bn: DeepStrings<typeof en> = {
  login: 'লগ ইন',
  register: 'নিবন্ধন',
  balance: 'ব্যালেন্স',
  hideBalance: 'ব্যালেন্স লুকান',
  showBalance: 'ব্যালেন্স দেখান',
  refreshBalance: 'ব্যালেন্স রিফ্রেশ করুন',
  balanceUnavailable: 'ব্যালেন্স পাওয়া যাচ্ছে না। আবার চেষ্টা করতে রিফ্রেশ করুন।',
  deposit: 'জমা',
  withdraw: 'উত্তোলন',
  accountMenu: 'অ্যাকাউন্ট মেনু',
  vipLevel: 'ভিআইপি স্তর',
  bettingRecord: 'বাজির রেকর্ড',
  accountRecord: 'অ্যাকাউন্ট রেকর্ড',
  personalLoss: 'ব্যক্তিগত লাভ-ক্ষতি',
  rewardCenter: 'পুরস্কার কেন্দ্র',
  myAccount: 'আমার অ্যাকাউন্ট',
  agentEntry: 'এজেন্ট কেন্দ্র',
  signOut: 'সাইন আউট',
  notices: 'বিজ্ঞপ্তি',
  region: 'অঞ্চল',
  tryFree: 'বিনামূল্যে খেলে দেখুন',
  trial: 'ট্রায়াল',
  messages: 'বার্তা',
  vipRank: 'স্তর {{level}}',
  newCount: '{{count}}টি নতুন',
};
