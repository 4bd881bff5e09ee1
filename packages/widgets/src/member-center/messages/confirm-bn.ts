import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './confirm-en';

/** Bengali. */
export const bn: DeepStrings<typeof en> = {
  question: 'আপনি কি এই টাকা পেয়েছেন?',
  received: 'পেয়েছি',
  notReceived: 'পাইনি',
  autoAt: 'আপনি উত্তর না দিলে {{time}}-এ পাওয়া হিসেবে গণ্য হবে।',
  proofTitle: 'টাকা না পাওয়ার কথা জানান',
  proofHint: '১ থেকে ৩টি স্ক্রিনশট যোগ করুন (png বা jpg, প্রতিটি সর্বোচ্চ ৫ MB)।',
  remark: 'মন্তব্য (ঐচ্ছিক)',
  send: 'রিপোর্ট পাঠান',
  chooseImages: 'ছবি যোগ করুন',
  removeImage: '{{name}} সরান',
  proof_type: 'শুধু png বা jpg ছবি যুক্ত করা যাবে।',
  proof_size: 'একটি ছবি সর্বোচ্চ ৫ MB হতে পারে।',
  proof_count: 'সর্বোচ্চ ৩টি ছবি যুক্ত করা যাবে।',
  proof_none: 'অন্তত একটি ছবি যুক্ত করুন।',
};
