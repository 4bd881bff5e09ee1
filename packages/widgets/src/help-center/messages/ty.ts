import type { en } from './en';

export const ty: typeof en = {
  title: 'Help center',
  topics: 'Mga paksa ng tulong',
  loading: 'Nilo-load ang help center…',
  error: 'Hindi ma-load ang help center.',
  empty: 'Wala pang mga paksa ng tulong. Ikagagalak ng aming support team na sagutin ang iyong mga tanong.',
};
