import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Bengali (BN): a chunk of its own, fetched only by pages that speak it. */
export const bn: DeepStrings<typeof en> = {
  title: {
    lottery: 'লটারি',
    sea: 'এসইএ লটারি',
    vn: 'ভিয়েতনাম লটারি',
  },
  games: 'লটারি গেম',
  currentDraw: 'চলতি ড্র',
  issue: 'ড্র {{issue}}',
  closesIn: 'বাজি বন্ধ হবে',
  drawingNow: 'এখন ড্র হচ্ছে…',
  every: 'প্রতি {{minutes}} মিনিটে একটি ড্র',
  latest: 'সর্বশেষ ফলাফল',
  latestOf: 'ড্র {{issue}} · {{time}}',
  prizeTable: 'পুরস্কারের তালিকা',
  noResults: 'এখনও কোনো ফলাফল নেই।',
  betNow: 'এখনই বাজি ধরুন',
  openLobby: 'লটারি লবি খুলুন',
  hours: 'ঘণ্টা',
  minutes: 'মিনিট',
  seconds: 'সেকেন্ড',
  loginPrompt: 'লটারি খেলতে এবং ড্র দেখতে লগ ইন করুন।',
  login: 'লগ ইন',
  empty: 'এই মুহূর্তে কোনো লটারি খোলা নেই। পরে আবার আসুন।',
  backHome: 'লবিতে ফিরে যান',
  error: 'লটারি লোড করা যায়নি।',
};
