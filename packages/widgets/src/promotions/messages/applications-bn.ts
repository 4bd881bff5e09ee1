import type { applicationsEn } from './applications-en';

/** "আমার আবেদনসমূহ" বাংলায়। */
export const applicationsBn: typeof applicationsEn = {
  title: 'আমার আবেদনসমূহ',
  loading: 'আপনার আবেদনগুলো লোড হচ্ছে…',
  empty: 'আপনি এখনও কোনো প্রমোশনের জন্য আবেদন করেননি। যে প্রমোশনে আবেদন নেওয়া হয় সেখানে আবেদন বোতাম থাকে।',
  error: 'আপনার আবেদনগুলো লোড করা যায়নি।',
  applied: '{{date}} তারিখে আবেদন',
  reviewed: '{{date}} তারিখে পর্যালোচনা',
  remark: 'আপনার মন্তব্য',
  images: '{{count}}টি স্ক্রিনশট',
  bonus: 'প্রদত্ত বোনাস: {{amount}}',
  reason: 'কারণ: {{reason}}',
  noReason: 'কোনো কারণ দেওয়া হয়নি।',
  status: {
    IN_PROCESS: 'প্রক্রিয়াধীন',
    APPROVED: 'অনুমোদিত',
    REJECTED: 'প্রত্যাখ্যাত',
  },
  pager: 'আবেদনের পাতা',
  previous: 'আগের পাতা',
  next: 'পরের পাতা',
  page: '{{pages}} এর মধ্যে {{page}} পাতা',
  filter: 'অবস্থা',
  all: 'সব',
};
