import type { applicationsEn } from './applications-en';

/** "Aking mga aplikasyon" sa Filipino. */
export const applicationsTy: typeof applicationsEn = {
  title: 'Aking mga aplikasyon',
  loading: 'Nilo-load ang iyong mga aplikasyon…',
  empty:
    'Hindi ka pa nag-aapply sa isang promosyon. Ang mga promosyong tumatanggap ng aplikasyon ay may Apply.',
  error: 'Hindi ma-load ang iyong mga aplikasyon.',
  applied: 'Nag-apply noong {{date}}',
  reviewed: 'Nasuri noong {{date}}',
  remark: 'Ang iyong paalala',
  images: '{{count}} screenshot',
  bonus: 'Naibigay na bonus: {{amount}}',
  reason: 'Dahilan: {{reason}}',
  noReason: 'Walang ibinigay na dahilan.',
  status: {
    IN_PROCESS: 'Pinoproseso',
    APPROVED: 'Naaprubahan',
    REJECTED: 'Tinanggihan',
  },
  pager: 'Mga pahina ng aplikasyon',
  previous: 'Nakaraang pahina',
  next: 'Susunod na pahina',
  page: 'Pahina {{page}} ng {{pages}}',
  filter: 'Katayuan',
  all: 'Lahat',
};
