import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Filipino (TY): a chunk of its own, fetched only by pages that speak it. */
export const ty: DeepStrings<typeof en> = {
  title: 'Malalaking panalo',
  topThree: 'Nangungunang nanalo',
  runnersUp: 'Nanalo rin',
  first: 'Unang puwesto',
  second: 'Ikalawang puwesto',
  third: 'Ikatlong puwesto',
  rank: 'Blg. {{rank}}',
  wonIn: 'nanalo sa {{game}}',
  play: 'Laruin ang {{game}}: nanalo si {{name}} ng {{amount}}',
  empty: 'Wala pang malaking panalo. Subukan ang isang hot game at mauna sa listahan!',
  emptyAction: 'Mga hot game',
  error: 'Hindi ma-load ang listahan ng mga nanalo.',
  loading: 'Nilo-load ang mga nanalo…',
};
