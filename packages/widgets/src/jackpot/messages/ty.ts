import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Filipino (TY): a chunk of its own, fetched only by pages that speak it. */
export const ty: DeepStrings<typeof en> = {
  title: 'Progresibong jackpot',
  note: 'Lumalaki sa bawat spin sa buong lobby',
};
