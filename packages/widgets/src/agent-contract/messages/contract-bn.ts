import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './contract-en';

/** Bengali. */
export const bn: DeepStrings<typeof en> = {
  title: 'চুক্তির প্রস্তাব',
  intro: '{{upline}} আপনাকে এই চুক্তিটি দিচ্ছেন। এর শর্তে অর্থ পেতে গ্রহণ করুন, অথবা প্রত্যাখ্যান করুন।',
  counter: '{{total}}টির মধ্যে {{index}} নম্বর প্রস্তাব',
  kind: {
    dividend: 'লভ্যাংশ',
    dailyWage: 'দৈনিক মজুরি',
    hourlySalary: 'ঘণ্টাভিত্তিক বেতন',
    realtimeSalary: 'রিয়েল-টাইম বেতন',
  },
  period: {
    Daily: 'দৈনিক',
    Weekly: 'সাপ্তাহিক',
    Semimonthly: 'অর্ধমাসিক',
    Monthly: 'মাসিক',
    Hourly: 'প্রতি ঘণ্টায়',
    FiveMinutes: 'প্রতি ৫ মিনিটে',
  },
  terms: {
    kind: 'চুক্তি',
    upline: 'প্রস্তাবদাতা',
    rate: 'হার',
    period: 'নিষ্পত্তি',
    activeMembers: 'সক্রিয় সদস্য, কমপক্ষে',
    periodValidBet: 'প্রতি মেয়াদে বৈধ বাজি, কমপক্ষে',
    periodProfitLoss: 'প্রতি মেয়াদে দলের ক্ষতি, কমপক্ষে',
    offeredAt: 'প্রস্তাবের তারিখ',
  },
  rate: '{{rate}} %',
  accept: 'গ্রহণ করুন',
  reject: 'প্রত্যাখ্যান করুন',
  accepted: 'আপনি {{upline}}-এর {{kind}} চুক্তি গ্রহণ করেছেন।',
  rejected: 'আপনি {{upline}}-এর {{kind}} চুক্তি প্রত্যাখ্যান করেছেন।',
  ended: 'এর সঙ্গে আপনার আগের {{kind}} চুক্তিটি শেষ হয়েছে।',
  none: 'আপনার উত্তরের অপেক্ষায় কোনো চুক্তির প্রস্তাব নেই।',
  done: 'ঠিক আছে',
  loadFailed: 'চুক্তির প্রস্তাবগুলো লোড করা যায়নি।',
  signInFirst: 'আপনার চুক্তির প্রস্তাব দেখতে অনুগ্রহ করে লগ ইন করুন।',
};
