import type { en } from './en';

/** Bengali words of the slider check (R4.12). */
export const bn: typeof en = {
  title: 'টুকরোটি ফাঁকা জায়গায় সরান',
  instructions: 'টুকরোটি টেনে আনুন, অথবা তীর কী ব্যবহার করুন, তারপর ছেড়ে দিন বা Enter চাপুন।',
  handle: 'পাজল টুকরোর অবস্থান',
  valueText: '{{max}} পিক্সেলের মধ্যে {{offset}}',
  loading: 'পাজল লোড হচ্ছে…',
  checking: 'যাচাই করা হচ্ছে…',
  failed: 'এটি মেলেনি। এই নতুন পাজলটি চেষ্টা করুন।',
  passed: 'যাচাই হয়েছে',
  loadFailed: 'পাজলটি লোড হয়নি।',
  tooMany: 'এখন অনেক বেশি পাজল চাওয়া হয়েছে। {{seconds}} সেকেন্ড পরে নতুন পাজল পাবেন।',
  refresh: 'নতুন পাজল',
};
