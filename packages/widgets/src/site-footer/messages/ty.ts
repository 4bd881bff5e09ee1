import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Filipino (TY): a chunk of its own, fetched only by pages that speak it. */
export const ty: DeepStrings<typeof en> = {
  products: 'Mga produkto',
  help: 'Tulong',
  topic: {
    about: 'Tungkol sa amin',
    terms: 'Mga tuntunin at kundisyon',
    privacy: 'Patakaran sa privacy',
    responsible: 'Responsableng paglalaro',
    faq: 'Mga madalas itanong',
  },
  contact: 'Makipag-ugnayan',
  contactEntry: {
    support: 'Suporta sa customer',
    feedback: 'Puna at reklamo',
    affiliate: 'Serbisyo para sa affiliate',
  },
  social: 'Sundan kami',
  vendors: 'Mga provider ng laro',
  ageMark: 'Dapat {{age}} taong gulang pataas ang mga manlalaro',
  ageNote: 'Maaaring nakakaadik ang pagsusugal. Maglaro nang responsable at para lamang sa kasiyahan.',
  license:
    'Pinapatakbo ang site na ito sa ilalim ng lisensyang ibinigay para sa online gaming sa rehiyon nito. Para lamang sa nasa hustong gulang ang mga laro ng pagkakataon; sinusuri ang edad at pagkakakilanlan ng mga account.',
  copyright: '© {{year}} LobbyKit. Nakalaan ang lahat ng karapatan.',
  newTab: '(magbubukas sa bagong tab)',
};
