import type { en } from './en';

/** Ang mga pahina ng blog at gabay sa pag-install ng app (R2.103), sa Filipino. */
export const ty: typeof en = {
  blog: {
    title: 'Blog',
    topics: 'Mga post sa blog',
    loading: 'Nilo-load ang blog…',
    error: 'Hindi ma-load ang blog.',
    empty: 'Wala pang post sa blog.',
  },
  guide: {
    title: 'Mga gabay sa pag-install ng app',
    topics: 'Mga gabay sa pag-install',
    loading: 'Nilo-load ang mga gabay sa pag-install…',
    error: 'Hindi ma-load ang mga gabay sa pag-install.',
    empty:
      'Wala pang gabay sa pag-install. Ikalulugod ng aming support team na tulungan kang i-install ang app.',
  },
};
