import type { SiteMessages } from './en';

/** The player site's own words, in Filipino (Tagalog). */
export const ty: SiteMessages = {
  lobbyTitle: 'Lobby ng mga laro: slots, live casino, sports at iba pa',
  home: 'Home',
  myAccount: 'Aking account',
  account: 'Account',
  nickname: 'Palayaw',
  customerId: 'Customer ID',
  currency: 'Pera',
  memberSince: 'Miyembro mula noong',
  maintenanceTitle: 'Maintenance ng sistema',
  maintenanceInfo: 'Ina-upgrade namin ang sistema para mas mapagsilbihan ka. Pakibalikan mamaya.',
  blockedInfo: 'Hindi available ang aming serbisyo sa iyong lokasyon.',
  yourIp: 'Ang iyong IP address:',
  customerService: 'Makipag-ugnayan sa customer service',
  retry: 'Subukang muli',
  notFoundTitle: 'Hindi nahanap ang pahina',
  notFoundText: 'Wala o nailipat na ang pahinang hinahanap mo.',
  backHome: 'Bumalik sa home',
  menuOpen: 'Buksan ang menu',
  menuClose: 'Isara ang menu',
};
