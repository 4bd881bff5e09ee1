import type { en } from './referral-en';

/** Ang pahina ng referral, sa Filipino. */
export const ty: typeof en = {
  intro:
    'Imbitahan ang mga kaibigan gamit ang iyong link. Lahat ng magrerehistro gamit ito ay lalabas sa listahan sa ibaba.',
  code: 'Ang iyong referral code',
  link: 'Ang iyong referral link',
  copy: 'Kopyahin ang link',
  copied: 'Nakopya ang link',
  copyFailed: 'Hindi gumana ang pagkopya rito. Piliin ang link at kopyahin ito nang mano-mano.',
  qr: 'QR code ng iyong referral link',
  count: 'Mga kaibigang na-refer',
  friends: 'Mga na-refer na kaibigan',
  account: 'Account',
  registered: 'Nagparehistro',
  empty: 'Wala pang kaibigang nagparehistro gamit ang iyong link. Ibahagi ito para imbitahan sila.',
  disabled: 'Hindi available ang pag-imbita ng kaibigan sa site na ito.',
  loading: 'Nilo-load ang iyong referral link…',
  loadingFriends: 'Nilo-load ang mga na-refer mong kaibigan…',
  pager: 'Mga pahina ng na-refer na kaibigan',
  previous: 'Nakaraang pahina',
  next: 'Susunod na pahina',
  page: 'Pahina {{page}} ng {{pages}}',
};
