import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './cashier-en';

/** Bengali. */
export const bn: DeepStrings<typeof en> = {
  amount: {
    label: 'পরিমাণ',
    placeholder: 'একটি পরিমাণ লিখুন',
    limits: 'সর্বনিম্ন {{min}} · সর্বোচ্চ {{max}}',
    quick: 'দ্রুত পরিমাণ',
    amount_required: 'অনুগ্রহ করে একটি পরিমাণ লিখুন।',
    amount_format: 'সর্বোচ্চ দুই দশমিক ঘরসহ একটি সংখ্যা লিখুন।',
    amount_positive: 'পরিমাণ শূন্যের বেশি হতে হবে।',
    amount_min: 'সর্বনিম্ন {{min}}।',
    amount_max: 'সর্বোচ্চ {{max}}।',
    amount_balance: 'পরিমাণটি আপনার ব্যালেন্সের ({{balance}}) চেয়ে বেশি।',
  },
  status: {
    IN_PROCESS: 'প্রক্রিয়াধীন',
    APPROVED: 'অনুমোদিত',
    REJECTED: 'প্রত্যাখ্যাত',
  },
  server: {
    wrongPaymentPassword: 'ভুল পেমেন্ট পাসওয়ার্ড। আর {{count}} বার চেষ্টা করা যাবে।',
    locked: 'অনেকবার ভুল চেষ্টা। {{minutes}} মিনিট পরে আবার চেষ্টা করুন।',
    insufficient_balance: 'এই পরিমাণের জন্য আপনার ব্যালেন্স যথেষ্ট নয়।',
    turnover_incomplete:
      'উত্তোলন প্রত্যাখ্যাত: আপনার ডেমো ক্রেডিট ও বোনাস খেলার জন্য। আগে উপরে দেখানো টার্নওভার বৈধ বাজিতে খেলুন।',
    bank_account_shared:
      'এই অ্যাকাউন্ট নম্বরটি অন্য একজন সদস্য ইতিমধ্যে যুক্ত করেছেন। আপনার নিজের নামের অ্যাকাউন্ট ব্যবহার করুন।',
    balance_limit: 'এতে আপনার ব্যালেন্স সর্বোচ্চ 1,000,000,000.00 ছাড়িয়ে যাবে।',
  },
  records: {
    title: 'সাম্প্রতিক অনুরোধ',
    empty: 'এই দিনগুলোতে কোনো অনুরোধ নেই।',
    date: 'তারিখ',
    amount: 'পরিমাণ',
    status: 'অবস্থা',
    reference: 'রেফারেন্স',
    remark: 'মন্তব্য: {{remark}}',
    refresh: 'রিফ্রেশ',
  },
  withdraw: {
    title: 'উত্তোলন',
    balance: 'ব্যালেন্স',
    turnover: 'প্রয়োজনীয় টার্নওভার',
    turnoverDone: '{{required}}-এর মধ্যে {{done}} খেলা হয়েছে',
    turnoverPending: 'উত্তোলনের আগে বৈধ বাজিতে আরও {{left}} খেলুন।',
    turnoverMet: 'টার্নওভার সম্পূর্ণ: আপনি উত্তোলন করতে পারেন।',
    account: 'গ্রহণকারী অ্যাকাউন্ট',
    noAccount: 'আগে একটি ব্যাংক বা ই-ওয়ালেট অ্যাকাউন্ট যুক্ত করুন।',
    bindAccount: 'অ্যাকাউন্ট যুক্ত করুন',
    noPaymentPassword: 'আগে একটি পেমেন্ট পাসওয়ার্ড সেট করুন।',
    setPaymentPassword: 'পেমেন্ট পাসওয়ার্ড সেট করুন',
    locked: 'পেমেন্ট পাসওয়ার্ড {{time}} পর্যন্ত লক করা।',
    paymentPassword: 'পেমেন্ট পাসওয়ার্ড',
    submit: 'উত্তোলন করুন',
    done: 'আপনার {{amount}} উত্তোলন প্রক্রিয়াধীন।',
  },
  confirm: {
    PENDING: 'আপনার নিশ্চিতকরণের অপেক্ষায়',
    RECEIVED: 'পাওয়া গেছে',
    NOT_RECEIVED: 'না পাওয়ার কথা জানানো হয়েছে',
    FORCED_RECEIVED: 'গ্রাহক সেবা পাওয়া হিসেবে বন্ধ করেছে',
    AUTO_RECEIVED: 'স্বয়ংক্রিয়ভাবে পাওয়া হিসেবে গণ্য',
  },
  paymentPassword: {
    input_empty: 'এই ঘরটি পূরণ করা আবশ্যক।',
    payment_password_digits: 'পেমেন্ট পাসওয়ার্ড ৬ অঙ্কের।',
    inconsistent_twice: 'দুটি পাসওয়ার্ড মেলেনি।',
  },
};
