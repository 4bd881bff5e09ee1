import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Filipino (TY): a chunk of its own, fetched only by pages that speak it. */
export const ty: DeepStrings<typeof en> = {
  label: 'Wika',
  current: 'Wika: {{name}}',
  region: 'Rehiyon: {{name}}',
  chooseRegion: 'Pumili ng rehiyon',
  regionTitle: 'Piliin ang iyong rehiyon',
  regionUnknown: 'Hindi namin matukoy kung nasaan ka. Piliin ang rehiyon kung saan ka naglalaro.',
  regionChoose: 'Piliin ang rehiyon kung saan ka naglalaro: kasama nito ang pera at mga wika nito.',
  regionNote: 'Kapag ibang rehiyon, masa-sign out ka at magre-reload ang lobby.',
  currency: 'Pera: {{currency}}',
  languages: 'Mga wika: {{languages}}',
  currentRegion: 'Kasalukuyan',
  loadError: 'Hindi ma-load ang mga rehiyon.',
};
