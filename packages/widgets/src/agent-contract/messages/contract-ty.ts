import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './contract-en';

/** Filipino. */
export const ty: DeepStrings<typeof en> = {
  title: 'Alok na kontrata',
  intro:
    'Inaalok sa iyo ni {{upline}} ang kontratang ito. Tanggapin ito para mabayaran ayon sa mga tuntunin nito, o tanggihan.',
  counter: 'Alok {{index}} sa {{total}}',
  kind: {
    dividend: 'Dibidendo',
    dailyWage: 'Arawang sahod',
    hourlySalary: 'Sahod kada oras',
    realtimeSalary: 'Real-time na sahod',
  },
  period: {
    Daily: 'Araw-araw',
    Weekly: 'Lingguhan',
    Semimonthly: 'Kada kalahating buwan',
    Monthly: 'Buwanan',
    Hourly: 'Kada oras',
    FiveMinutes: 'Kada 5 minuto',
  },
  terms: {
    kind: 'Kontrata',
    upline: 'Inalok ni',
    rate: 'Rate',
    period: 'Pag-settle',
    activeMembers: 'Aktibong miyembro, hindi bababa sa',
    periodValidBet: 'Valid na taya kada panahon, hindi bababa sa',
    periodProfitLoss: 'Lugi ng team kada panahon, hindi bababa sa',
    offeredAt: 'Inalok noong',
  },
  rate: '{{rate}} %',
  accept: 'Tanggapin',
  reject: 'Tanggihan',
  accepted: 'Tinanggap mo ang kontratang {{kind}} mula kay {{upline}}.',
  rejected: 'Tinanggihan mo ang kontratang {{kind}} mula kay {{upline}}.',
  ended: 'Natapos kasabay nito ang dati mong kontratang {{kind}}.',
  none: 'Walang alok na kontrata na naghihintay ng iyong sagot.',
  done: 'Tapos na',
  loadFailed: 'Hindi ma-load ang mga alok na kontrata.',
  signInFirst: 'Mag-log in muna para makita ang iyong mga alok na kontrata.',
};
