import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Filipino words of the chat room. */
export const ty: DeepStrings<typeof en> = {
  title: 'Chat room',
  rooms: 'Mga room',
  roomsIntro: 'Pumili ng room para makipag-chat sa ibang manlalaro.',
  noRooms: 'Wala pang chat room. Bumalik mamaya.',
  enter: 'Pumasok sa {{name}}',
  back: 'Lahat ng room',
  language_EN: 'Ingles',
  language_TY: 'Filipino',
  language_BN: 'Bengali',
  connecting: 'Kumokonekta…',
  live: 'Live',
  reconnecting: 'Naputol ang koneksyon. Kumokonekta muli…',
  empty: 'Wala pang mensahe. Bumati ka!',
  you: 'Ikaw',
  message: 'Mensahe',
  placeholder: 'Sumulat ng mensahe at pindutin ang Enter',
  count: '{{count}} / {{max}}',
  send: 'Ipadala',
  rules: 'Maging mabait. Hanggang {{limit}} mensahe bawat {{seconds}} segundo.',
  empty_text: 'Pakilagay ang mensahe',
  too_long: 'Hanggang {{max}} character lang ang isang mensahe.',
  throttled: 'Masyadong mabilis ang pagpapadala mo. Subukan muli sa loob ng {{seconds}} segundo.',
  signInNeeded: 'Mag-log in para sumali sa chat.',
  signIn: 'Mag-log in',
  retry: 'Subukan muli',
  close: 'Isara',
  history: 'Mga mensahe sa {{name}}',
};
