/** The player site's own words, in English, the reference: the other languages must have the same keys. */
export const en = {
  lobbyTitle: 'Games lobby: slots, live casino, sports and more',
  home: 'Home',
  myAccount: 'My account',
  account: 'Account',
  nickname: 'Nickname',
  customerId: 'Customer ID',
  currency: 'Currency',
  memberSince: 'Member since',
  maintenanceTitle: 'System maintenance',
  maintenanceInfo: 'We are upgrading the system to serve you better. Please come back later.',
  blockedInfo: 'Our service is not available in your location.',
  yourIp: 'Your IP address:',
  customerService: 'Contact customer service',
  retry: 'Try again',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  backHome: 'Back to home',
  menuOpen: 'Open menu',
  menuClose: 'Close menu',
};

export type SiteMessages = typeof en;
