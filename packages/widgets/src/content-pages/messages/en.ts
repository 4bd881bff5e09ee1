/** English words of the blog and app install guide pages (R2.103): `t('contentPages.…')`. */
export const en = {
  blog: {
    title: 'Blog',
    topics: 'Blog posts',
    loading: 'Loading the blog…',
    error: 'The blog could not be loaded.',
    empty: 'There are no blog posts yet.',
  },
  guide: {
    title: 'App install guides',
    topics: 'Install guides',
    loading: 'Loading the install guides…',
    error: 'The install guides could not be loaded.',
    empty: 'There are no install guides yet. Our support team is glad to help you install the app.',
  },
};
