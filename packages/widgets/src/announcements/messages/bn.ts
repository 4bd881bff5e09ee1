import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Bengali (BN): a chunk of its own, fetched only by pages that speak it. */
export const bn: DeepStrings<typeof en> = {
  marquee: 'সর্বশেষ বিজ্ঞপ্তি',
  title: 'ঘোষণা',
  popups: 'ঘোষণা',
  notices: 'বিজ্ঞপ্তি',
  page: 'পৃষ্ঠা {{page}} / {{pages}}',
  previousPage: 'আগের পৃষ্ঠা',
  nextPage: 'পরের পৃষ্ঠা',
  empty: 'এই মুহূর্তে কোনো ঘোষণা নেই। খবর ও অফার এখানে প্রকাশ করা হবে।',
  emptyAction: 'প্রচার দেখুন',
  error: 'ঘোষণাগুলো লোড করা যায়নি।',
  loading: 'ঘোষণা লোড হচ্ছে…',
  bell: 'বিজ্ঞপ্তি',
  unread: '{{count}}টি নতুন',
  dismiss: 'ঘোষণা বন্ধ করুন',
};
