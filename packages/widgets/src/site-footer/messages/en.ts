/** English words of the site footer: `t('siteFooter.…')`. */
export const en = {
  products: 'Products',
  help: 'Help',
  topic: {
    about: 'About us',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    responsible: 'Responsible gaming',
    faq: 'FAQ',
  },
  contact: 'Contact',
  contactEntry: {
    support: 'Customer support',
    feedback: 'Feedback and complaints',
    affiliate: 'Affiliate service',
  },
  social: 'Follow us',
  vendors: 'Game providers',
  ageMark: 'Players must be {{age}} or older',
  ageNote: 'Gambling can be addictive. Play responsibly and only for fun.',
  license:
    'This site is operated under a licence issued for online gaming in its region. Games of chance are for adults only; accounts are checked for age and identity.',
  copyright: '© {{year}} LobbyKit. All rights reserved.',
  newTab: '(opens in a new tab)',
};
