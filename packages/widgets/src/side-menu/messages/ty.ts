import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Filipino (TY): a chunk of its own, fetched only by pages that speak it. */
export const ty: DeepStrings<typeof en> = {
  label: 'Pangunahing menu',
  open: 'Buksan ang menu',
  close: 'Isara ang menu',
  drawer: 'Menu',
  invite: 'Mag-imbita ng kaibigan',
  inviteHint: 'Sabay kayong kumita ng gantimpala',
  promotions: 'Mga promo',
  games: 'Mga laro',
  gamesLoading: 'Nilo-load ang mga laro…',
  gamesError: 'Hindi ma-load ang mga laro.',
  apps: 'Kunin ang app',
  appsHint: 'I-scan gamit ang camera ng iyong telepono para ma-install.',
  app: {
    IOS: 'iOS',
    MOBILECONFIG: 'iOS profile',
    Android: 'Android',
  },
  appCode: 'QR code para i-download ang app para sa {{platform}}',
  appLink: 'I-download para sa {{platform}}',
  appGuide: 'Paano i-install sa {{platform}}',
  services: 'Makipag-ugnayan sa amin',
  service: {
    LIVECHAT: 'Live chat',
    TELEGRAM: 'Telegram',
    FACEBOOK: 'Messenger',
    WHATSAPP: 'WhatsApp',
    VIBER: 'Viber',
  },
  channels: 'Mga opisyal na channel',
  pointMall: 'Point mall',
  help: 'Help center',
  customerService: 'Serbisyo sa customer',
  customerServiceHint: 'Narito kami 24/7',
  newTab: '(magbubukas sa bagong tab)',
};
