import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './deposit-en';

/** Filipino. */
export const ty: DeepStrings<typeof en> = {
  title: 'Magdeposito',
  channel: 'Paraan ng pagbabayad',
  noChannels: 'Walang bukas na paraan ng pagbabayad ngayon. Makipag-ugnayan sa customer service.',
  payTo: 'Magbayad kay {{name}} · {{account}}',
  autoApprove: 'Awtomatikong aaprubahan sa loob ng {{seconds}} segundo',
  submit: 'Magdeposito',
  done: 'Ang kahilingang {{reference}} para sa {{amount}} ay pinoproseso. Tataas ang balanse kapag naaprubahan.',
  approved: 'Naaprubahan ang kahilingang {{reference}} para sa {{amount}}: nasa balanse mo na ito.',
  rejected: 'Tinanggihan ang kahilingang {{reference}} para sa {{amount}}.',
  another: 'Magdeposito muli',
};
