/** The deposit page's words, in English (the reference shape). */
export const en = {
  title: 'Deposit',
  channel: 'Payment channel',
  noChannels: 'No payment channel is open right now. Please contact customer service.',
  payTo: 'Pay to {{name}} · {{account}}',
  autoApprove: 'Approved automatically within {{seconds}} seconds',
  submit: 'Deposit',
  done: 'Request {{reference}} for {{amount}} is in process. Your balance rises once it is approved.',
  approved: 'Request {{reference}} for {{amount}} was approved: it is in your balance.',
  rejected: 'Request {{reference}} for {{amount}} was rejected.',
  another: 'Make another deposit',
};
