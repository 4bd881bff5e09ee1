import type { SiteMessages } from './en';

/** The player site's own words, in Bengali. */
export const bn: SiteMessages = {
  lobbyTitle: 'গেম লবি: স্লট, লাইভ ক্যাসিনো, স্পোর্টস এবং আরও অনেক কিছু',
  home: 'হোম',
  myAccount: 'আমার অ্যাকাউন্ট',
  account: 'অ্যাকাউন্ট',
  nickname: 'ডাকনাম',
  customerId: 'গ্রাহক আইডি',
  currency: 'মুদ্রা',
  memberSince: 'সদস্য হয়েছেন',
  maintenanceTitle: 'সিস্টেম রক্ষণাবেক্ষণ',
  maintenanceInfo: 'আপনাকে আরও ভালো সেবা দিতে আমরা সিস্টেম আপগ্রেড করছি। অনুগ্রহ করে পরে আবার আসুন।',
  blockedInfo: 'আপনার অবস্থানে আমাদের সেবা উপলব্ধ নয়।',
  yourIp: 'আপনার আইপি ঠিকানা:',
  customerService: 'গ্রাহক সেবায় যোগাযোগ করুন',
  retry: 'আবার চেষ্টা করুন',
  notFoundTitle: 'পেজটি পাওয়া যায়নি',
  notFoundText: 'আপনি যে পেজটি খুঁজছেন সেটি নেই অথবা সরানো হয়েছে।',
  backHome: 'হোমে ফিরে যান',
  menuOpen: 'মেনু খুলুন',
  menuClose: 'মেনু বন্ধ করুন',
};
