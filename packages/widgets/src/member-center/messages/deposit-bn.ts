import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './deposit-en';

/** Bengali. */
export const bn: DeepStrings<typeof en> = {
  title: 'জমা',
  channel: 'পেমেন্ট চ্যানেল',
  noChannels: 'এই মুহূর্তে কোনো পেমেন্ট চ্যানেল খোলা নেই। অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন।',
  payTo: '{{name}}-কে পরিশোধ করুন · {{account}}',
  autoApprove: '{{seconds}} সেকেন্ডের মধ্যে স্বয়ংক্রিয়ভাবে অনুমোদিত হবে',
  submit: 'জমা দিন',
  done: '{{amount}}-এর অনুরোধ {{reference}} প্রক্রিয়াধীন। অনুমোদনের পর আপনার ব্যালেন্স বাড়বে।',
  approved: '{{amount}}-এর অনুরোধ {{reference}} অনুমোদিত হয়েছে: এটি আপনার ব্যালেন্সে যোগ হয়েছে।',
  rejected: '{{amount}}-এর অনুরোধ {{reference}} প্রত্যাখ্যাত হয়েছে।',
  another: 'আরেকটি জমা দিন',
};
