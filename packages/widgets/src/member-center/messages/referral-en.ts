/** The referral page (/member?page=referral), in English: the reference shape TY and BN follow. */
export const en = {
  intro: 'Invite friends with your link. Everyone who registers with it shows in your list below.',
  code: 'Your referral code',
  link: 'Your referral link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Copying did not work here. Select the link and copy it yourself.',
  qr: 'QR code of your referral link',
  count: 'Friends referred',
  friends: 'Referred friends',
  account: 'Account',
  registered: 'Registered',
  empty: 'No friends have registered with your link yet. Share it to invite them.',
  disabled: 'Inviting friends is not available on this site.',
  loading: 'Loading your referral link…',
};
