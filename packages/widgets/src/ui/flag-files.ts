/**
 * The flags of the locale catalogue's countries (R2.63), from the flag-icons set: each its own file,
 * fetched the first time a language select or region flag shows it, so a merchant with EN and TY
 * downloads two small SVGs and never a sprite (STYLE.md, imagery). The builds inline each file as
 * a string in a chunk of its own (build/raw-svg.mjs); the test beside this file checks that every
 * catalogue country has one.
 */
export const FLAG_FILES: Readonly<Record<string, () => Promise<{ default: string }>>> = {
  GB: () => import('flag-icons/flags/4x3/gb.svg?raw'),
  PH: () => import('flag-icons/flags/4x3/ph.svg?raw'),
  BD: () => import('flag-icons/flags/4x3/bd.svg?raw'),
  CN: () => import('flag-icons/flags/4x3/cn.svg?raw'),
  TW: () => import('flag-icons/flags/4x3/tw.svg?raw'),
  VN: () => import('flag-icons/flags/4x3/vn.svg?raw'),
  TH: () => import('flag-icons/flags/4x3/th.svg?raw'),
  ID: () => import('flag-icons/flags/4x3/id.svg?raw'),
  MY: () => import('flag-icons/flags/4x3/my.svg?raw'),
  JP: () => import('flag-icons/flags/4x3/jp.svg?raw'),
  KR: () => import('flag-icons/flags/4x3/kr.svg?raw'),
  IN: () => import('flag-icons/flags/4x3/in.svg?raw'),
  PK: () => import('flag-icons/flags/4x3/pk.svg?raw'),
  NP: () => import('flag-icons/flags/4x3/np.svg?raw'),
  LK: () => import('flag-icons/flags/4x3/lk.svg?raw'),
  MM: () => import('flag-icons/flags/4x3/mm.svg?raw'),
  KH: () => import('flag-icons/flags/4x3/kh.svg?raw'),
  LA: () => import('flag-icons/flags/4x3/la.svg?raw'),
  BR: () => import('flag-icons/flags/4x3/br.svg?raw'),
  ES: () => import('flag-icons/flags/4x3/es.svg?raw'),
  FR: () => import('flag-icons/flags/4x3/fr.svg?raw'),
  DE: () => import('flag-icons/flags/4x3/de.svg?raw'),
  IT: () => import('flag-icons/flags/4x3/it.svg?raw'),
  NL: () => import('flag-icons/flags/4x3/nl.svg?raw'),
  PL: () => import('flag-icons/flags/4x3/pl.svg?raw'),
  RU: () => import('flag-icons/flags/4x3/ru.svg?raw'),
  TR: () => import('flag-icons/flags/4x3/tr.svg?raw'),
  SA: () => import('flag-icons/flags/4x3/sa.svg?raw'),
  IR: () => import('flag-icons/flags/4x3/ir.svg?raw'),
  UZ: () => import('flag-icons/flags/4x3/uz.svg?raw'),
  KZ: () => import('flag-icons/flags/4x3/kz.svg?raw'),
  GR: () => import('flag-icons/flags/4x3/gr.svg?raw'),
};
