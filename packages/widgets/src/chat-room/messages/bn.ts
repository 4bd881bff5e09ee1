import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Bengali words of the chat room. */
export const bn: DeepStrings<typeof en> = {
  title: 'চ্যাট রুম',
  rooms: 'রুমসমূহ',
  roomsIntro: 'অন্য খেলোয়াড়দের সাথে চ্যাট করতে একটি রুম বেছে নিন।',
  noRooms: 'এখনও কোনো চ্যাট রুম নেই। পরে আবার আসুন।',
  enter: '{{name}}-এ প্রবেশ করুন',
  back: 'সব রুম',
  language_EN: 'ইংরেজি',
  language_TY: 'ফিলিপিনো',
  language_BN: 'বাংলা',
  connecting: 'সংযোগ করা হচ্ছে…',
  live: 'লাইভ',
  reconnecting: 'সংযোগ বিচ্ছিন্ন হয়েছে। আবার সংযোগ করা হচ্ছে…',
  empty: 'এখনও কোনো বার্তা নেই। হ্যালো বলুন!',
  you: 'আপনি',
  message: 'বার্তা',
  placeholder: 'একটি বার্তা লিখে Enter চাপুন',
  count: '{{count}} / {{max}}',
  send: 'পাঠান',
  rules: 'ভদ্র থাকুন। প্রতি {{seconds}} সেকেন্ডে সর্বোচ্চ {{limit}}টি বার্তা।',
  empty_text: 'অনুগ্রহ করে একটি বার্তা লিখুন',
  too_long: 'একটি বার্তা সর্বোচ্চ {{max}} অক্ষরের হতে পারে।',
  throttled: 'আপনি খুব দ্রুত বার্তা পাঠাচ্ছেন। {{seconds}} সেকেন্ড পরে আবার চেষ্টা করুন।',
  signInNeeded: 'চ্যাটে যোগ দিতে লগ ইন করুন।',
  signIn: 'লগ ইন',
  retry: 'আবার চেষ্টা করুন',
  close: 'বন্ধ করুন',
  history: '{{name}}-এর বার্তা',
};
