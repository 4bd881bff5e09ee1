import type { en } from './icon-en';

/** Ang header ng member center at ang pagpalit ng icon (R7.11), sa Filipino. */
export const ty: typeof en = {
  more: 'Higit pa para sa mga miyembro',
  blog: 'Blog',
  guides: 'Mga gabay sa pag-install ng app',
  header: 'Ang iyong account',
  change: 'Palitan ang icon',
  editorTitle: 'Palitan ang iyong icon',
  pick: 'Pumili ng larawan',
  pickHint: 'Larawang png, jpg o webp na hanggang 2 MB. Pagkatapos, pipili ka ng parisukat na bahagi nito.',
  preview: 'Preview ng iyong bagong icon',
  zoom: 'Palakihin',
  moveX: 'Ilipat pakaliwa o pakanan',
  moveY: 'Ilipat pataas o pababa',
  save: 'I-save ang icon',
  cancel: 'Kanselahin',
  saved: 'Na-save na ang iyong bagong icon.',
  pickFirst: 'Pumili muna ng larawan.',
  icon_not_image: 'Larawang png, jpg o webp lang ang maaaring gamitin.',
  icon_too_large: 'Lampas sa 2 MB ang larawan. Pumili ng mas maliit.',
  icon_not_square: 'Dapat parisukat ang icon. I-crop muli ang larawan.',
};
