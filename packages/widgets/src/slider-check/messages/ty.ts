import type { en } from './en';

/** Filipino words of the slider check (R4.12). */
export const ty: typeof en = {
  title: 'I-slide ang piraso sa puwang',
  instructions: 'I-drag ang piraso, o gamitin ang mga arrow key, saka bitawan o pindutin ang Enter.',
  handle: 'Posisyon ng piraso ng puzzle',
  valueText: '{{offset}} sa {{max}} pixel',
  loading: 'Nilo-load ang puzzle…',
  checking: 'Sinusuri…',
  failed: 'Hindi ito tugma. Subukan ang bagong puzzle na ito.',
  passed: 'Na-verify na',
  loadFailed: 'Hindi na-load ang puzzle.',
  tooMany: 'Sobrang dami ng puzzle sa ngayon. May bago sa loob ng {{seconds}} segundo.',
  refresh: 'Bagong puzzle',
};
