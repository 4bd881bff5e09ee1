import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Filipino (TY): a chunk of its own, fetched only by pages that speak it. */
export const ty: DeepStrings<typeof en> = {
  title: {
    lottery: 'Loterya',
    sea: 'SEA na loterya',
    vn: 'Loterya ng Vietnam',
  },
  games: 'Mga laro ng loterya',
  currentDraw: 'Kasalukuyang bola',
  issue: 'Bola {{issue}}',
  closesIn: 'Magsasara ang taya sa loob ng',
  drawingNow: 'Binobola na…',
  every: 'May bola tuwing {{minutes}} minuto',
  latest: 'Mga huling resulta',
  latestOf: 'Bola {{issue}} · {{time}}',
  prizeTable: 'Talaan ng premyo',
  noResults: 'Wala pang resulta.',
  betNow: 'Tumaya na',
  openLobby: 'Buksan ang lobby ng loterya',
  hours: 'oras',
  minutes: 'minuto',
  seconds: 'segundo',
  loginPrompt: 'Mag-log in para makapaglaro ng loterya at makita ang mga bola.',
  login: 'Mag-log in',
  empty: 'Walang bukas na loterya sa ngayon. Bumalik na lang mamaya.',
  backHome: 'Bumalik sa lobby',
  error: 'Hindi ma-load ang loterya.',
};
