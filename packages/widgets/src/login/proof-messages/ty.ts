import type { en } from './en';

/** Filipino words of the new-IP check (R4.16). */
export const ty: typeof en = {
  title: 'Isa pang pagsusuri',
  intro: {
    mobile: 'Nagla-log in ka mula sa bagong lugar. Ilagay ang code na ipapadala namin sa {{hint}}.',
    email:
      'Nagla-log in ka mula sa bagong lugar. Ilagay ang e-mail address na naka-link sa iyong account ({{hint}}).',
    payeeName: 'Nagla-log in ka mula sa bagong lugar. Ilagay ang pangalan sa iyong bank account.',
    google:
      'Nagla-log in ka mula sa bagong lugar. Kumpirmahing ikaw ito gamit ang Google account na naka-link sa account na ito.',
  },
  label: {
    mobile: 'Code ng beripikasyon',
    email: 'Naka-link na e-mail address',
    payeeName: 'Pangalan sa bank account',
  },
  google: 'Mag-verify gamit ang Google',
  send: 'Ipadala ang code',
  resendIn: 'Ipadala muli sa loob ng {{seconds}} s',
  submit: 'Kumpirmahin',
  back: 'Bumalik sa pag-log in',
  required: 'Pakipunan ito',
  mismatch: 'Hindi ito tugma. Pakisuri at subukang muli.',
  expired: 'Nag-expire na ang pagsusuring ito. Mag-log in muli.',
};
