import type { en } from './en';

export const ty: typeof en = {
  retryIn: {
    one: 'Napakaraming pag-sign in mula sa address na ito. Subukang muli pagkalipas ng 1 minuto.',
    other: 'Napakaraming pag-sign in mula sa address na ito. Subukang muli pagkalipas ng {{count}} minuto.',
  },
};
