/**
 * English words of the marquee, the announcement popup and the notice bell: `t('notices.…')`.
 * TY and BN must have the same keys. Templates use `{{name}}`.
 */
export const en = {
  marquee: 'Latest notices',
  title: 'Announcements',
  popups: 'Announcements',
  notices: 'Notices',
  page: 'Page {{page}} of {{pages}}',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  empty: 'No announcements right now. We will post news and offers here.',
  emptyAction: 'See promotions',
  error: 'The announcements could not be loaded.',
  loading: 'Loading the announcements…',
  bell: 'Notices',
  unread: '{{count}} new',
  dismiss: 'Close announcements',
};
