import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Bengali (BN): a chunk of its own, fetched only by pages that speak it. */
export const bn: DeepStrings<typeof en> = {
  title: 'লগ ইন',
  username: 'ইউজারনেম',
  usernamePlaceholder: 'আপনার ইউজারনেম লিখুন',
  password: 'পাসওয়ার্ড',
  passwordPlaceholder: 'আপনার পাসওয়ার্ড লিখুন',
  captcha: 'ক্যাপচা',
  captchaPlaceholder: 'ছবির কোডটি লিখুন',
  captchaImage: 'ক্যাপচার ছবি',
  captchaRefresh: 'নতুন ছবি আনুন',
  terms: 'আমার বয়স ১৮ বছর বা তার বেশি এবং আমি {{terms}} মেনে নিচ্ছি',
  termsLink: 'শর্তাবলী',
  submit: 'লগ ইন',
  submitting: 'লগ ইন হচ্ছে…',
  required: 'অনুগ্রহ করে ইউজারনেম এবং পাসওয়ার্ড লিখুন',
  usernameRequired: 'অনুগ্রহ করে আপনার ইউজারনেম লিখুন',
  passwordRequired: 'অনুগ্রহ করে আপনার পাসওয়ার্ড লিখুন',
  captchaRequired: 'অনুগ্রহ করে ক্যাপচা লিখুন',
  forgotPassword: 'পাসওয়ার্ড ভুলে গেছেন?',
  noAccount: 'এখনও অ্যাকাউন্ট নেই?',
  register: 'নিবন্ধন করুন',
  rememberMe: 'আমাকে মনে রাখুন',
  agentTitle: 'এজেন্ট লগইন',
  useSms: 'এসএমএস কোড দিয়ে লগ ইন করুন',
  usePassword: 'পাসওয়ার্ড দিয়ে লগ ইন করুন',
};
