import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './confirm-en';

/** Filipino. */
export const ty: DeepStrings<typeof en> = {
  question: 'Natanggap mo ba ang perang ito?',
  received: 'Natanggap',
  notReceived: 'Hindi natanggap',
  autoAt: 'Ituturing na natanggap sa {{time}} kung hindi ka sasagot.',
  proofTitle: 'Iulat na hindi natanggap ang pera',
  proofHint: 'Magdagdag ng 1 hanggang 3 screenshot (png o jpg, hanggang 5 MB bawat isa).',
  remark: 'Puna (opsyonal)',
  send: 'Ipadala ang ulat',
  chooseImages: 'Magdagdag ng larawan',
  removeImage: 'Alisin ang {{name}}',
  proof_type: 'png o jpg na larawan lang ang maaaring ilakip.',
  proof_size: 'Hanggang 5 MB lang ang bawat larawan.',
  proof_count: 'Hanggang 3 larawan lang ang maaaring ilakip.',
  proof_none: 'Maglakip ng kahit isang larawan.',
};
