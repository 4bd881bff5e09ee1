import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Bengali (BN): a chunk of its own, fetched only by pages that speak it. */
export const bn: DeepStrings<typeof en> = {
  title: 'বড় বিজয়ীরা',
  topThree: 'শীর্ষ বিজয়ীরা',
  runnersUp: 'আরও বিজয়ী',
  first: 'প্রথম স্থান',
  second: 'দ্বিতীয় স্থান',
  third: 'তৃতীয় স্থান',
  rank: 'নং {{rank}}',
  wonIn: '{{game}}-এ জিতেছেন',
  play: '{{game}} খেলুন: {{name}} জিতেছেন {{amount}}',
  empty: 'এখনও কোনো বড় জয় নেই। একটি জনপ্রিয় গেম খেলুন এবং তালিকায় প্রথম হন!',
  emptyAction: 'জনপ্রিয় গেম',
  error: 'বিজয়ীদের তালিকা লোড করা যায়নি।',
  loading: 'বিজয়ীদের তালিকা লোড হচ্ছে…',
};
