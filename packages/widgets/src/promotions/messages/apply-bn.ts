import type { DeepStrings } from '@lobbykit/sdk';
import type { applyEn } from './apply-en';

/** Bengali (BN) words of the application form: a chunk of its own. */
export const applyBn: DeepStrings<typeof applyEn> = {
  title: 'আবেদন: {{title}}',
  remark: 'মন্তব্য',
  remarkHint: 'আপনি কী করেছেন লিখুন, যেমন যে অ্যাকাউন্টটি যোগ করেছেন।',
  count: '{{count}} / {{max}}',
  images: 'স্ক্রিনশট',
  imagesHint: '১ থেকে ৩টি png বা jpg ছবি, প্রতিটি ৫ MB পর্যন্ত।',
  choose: 'স্ক্রিনশট যোগ করুন',
  remove: '{{name}} সরান',
  submit: 'আবেদন পাঠান',
  cancel: 'বাতিল করুন',
  remark_required: 'একটি মন্তব্য লিখুন।',
  remark_too_long: 'মন্তব্য সর্বোচ্চ {{max}} অক্ষরের হতে পারে।',
  images_required: 'অন্তত একটি স্ক্রিনশট যোগ করুন।',
  image_type: 'শুধু png বা jpg ছবি যোগ করা যায়।',
  image_size: 'প্রতিটি ছবি সর্বোচ্চ ৫ MB।',
  image_count: 'সর্বোচ্চ ৩টি ছবি।',
};
