/** Words drawn into a banner image, per language. */
export interface BannerWords {
  headline: string;
  subline: string;
  cta: string;
}

export interface BannerArt {
  /** The gradient's base hue. */
  hue: number;
  words: Record<string, BannerWords>;
}

/**
 * The demo banners, drawn by the server as SVG (`/cdn/images/banners/<slug>.<lang>.svg`); an
 * operator's own banners point anywhere else.
 */
export const bannerArt: Record<string, BannerArt> = {
  'ph-welcome': {
    hue: 262,
    words: {
      EN: {
        headline: '100% Welcome Bonus',
        subline: 'Double your first deposit up to ₱5,000',
        cta: 'Claim now',
      },
      TY: {
        headline: '100% Welcome Bonus',
        subline: 'Doblehin ang unang deposito hanggang ₱5,000',
        cta: 'Kunin na',
      },
    },
  },
  'ph-slots': {
    hue: 32,
    words: {
      EN: {
        headline: 'Slots Festival',
        subline: 'Nearly 10,000 slot games, new titles every week',
        cta: 'Play slots',
      },
      TY: {
        headline: 'Slots Festival',
        subline: 'Halos 10,000 slot games, may bago bawat linggo',
        cta: 'Maglaro',
      },
    },
  },
  'ph-live': {
    hue: 160,
    words: {
      EN: {
        headline: 'Live Casino Nights',
        subline: 'Baccarat, roulette and sic bo with real dealers',
        cta: 'Join a table',
      },
      TY: {
        headline: 'Live Casino Nights',
        subline: 'Baccarat, roulette at sic bo kasama ang totoong dealer',
        cta: 'Sumali',
      },
    },
  },
  'ph-invite': {
    hue: 200,
    words: {
      EN: { headline: 'Invite friends', subline: 'Earn a bonus for every friend who plays', cta: 'Invite' },
      TY: {
        headline: 'Mag-imbita ng kaibigan',
        subline: 'May bonus sa bawat kaibigang maglalaro',
        cta: 'Imbitahan',
      },
    },
  },
  'bd-welcome': {
    hue: 140,
    words: {
      EN: {
        headline: '100% Welcome Bonus',
        subline: 'Double your first deposit up to ৳10,000',
        cta: 'Claim now',
      },
      BN: { headline: '১০০% স্বাগতম বোনাস', subline: 'প্রথম ডিপোজিট দ্বিগুণ, ৳১০,০০০ পর্যন্ত', cta: 'এখনই নিন' },
    },
  },
  'bd-cricket': {
    hue: 210,
    words: {
      EN: { headline: 'Cricket Season', subline: 'Bet on every match with the best odds', cta: 'Bet now' },
      BN: { headline: 'ক্রিকেট মৌসুম', subline: 'সেরা অডসে প্রতিটি ম্যাচে বাজি ধরুন', cta: 'বাজি ধরুন' },
    },
  },
  'bd-slots': {
    hue: 12,
    words: {
      EN: {
        headline: 'Slots Festival',
        subline: 'Nearly 10,000 slot games, new titles every week',
        cta: 'Play slots',
      },
      BN: { headline: 'স্লট উৎসব', subline: 'প্রায় ১০,০০০ স্লট গেম, প্রতি সপ্তাহে নতুন', cta: 'খেলুন' },
    },
  },
  'bd-invite': {
    hue: 290,
    words: {
      EN: { headline: 'Invite friends', subline: 'Earn a bonus for every friend who plays', cta: 'Invite' },
      BN: { headline: 'বন্ধুদের আমন্ত্রণ', subline: 'প্রতিটি খেলোয়াড় বন্ধুর জন্য বোনাস', cta: 'আমন্ত্রণ' },
    },
  },
};

export const bannerImagePath = (slug: string, language: string) =>
  `/cdn/images/banners/${slug}.${language.toLowerCase()}.svg`;
