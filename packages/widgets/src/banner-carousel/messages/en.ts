/** English words of the banner carousel: `t('banners.…')`. TY and BN must have the same keys. */
export const en = {
  label: 'Promotions',
  slide: 'Banner {{n}} of {{total}}',
  previous: 'Previous banner',
  next: 'Next banner',
  goTo: 'Show banner {{n}}',
  opensNewTab: '(opens in a new tab)',
  empty: 'No promotions are running right now.',
  emptyAction: 'See all promotions',
  error: 'The banners could not be loaded.',
  loading: 'Loading the banners…',
};
