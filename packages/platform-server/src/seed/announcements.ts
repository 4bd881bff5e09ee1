import type { announcements } from '../db/schema/index';
import { bannerArt, bannerImagePath } from './banner-art';

export type AnnouncementSeed = Omit<typeof announcements.$inferInsert, 'id' | 'merchantId' | 'createdAt'> & {
  merchantCode: string;
};

/** A banner's texts in each language its art speaks, the image drawn in that language. */
function bannerTexts(slug: string) {
  return Object.fromEntries(
    Object.entries(bannerArt[slug]!.words).map(([language, words]) => [
      language,
      { title: words.headline, content: words.subline, imageUrl: bannerImagePath(slug, language) },
    ]),
  );
}

const banner = (
  merchantCode: string,
  slug: string,
  groupName: 'w_home' | 'w_leftmenu',
  sortOrder: number,
  linkageType: AnnouncementSeed['linkageType'],
  linkTarget: string,
): AnnouncementSeed => ({
  merchantCode,
  type: 'B',
  executions: ['A', 'B'],
  groupName,
  linkageType,
  linkTarget,
  sortOrder,
  texts: bannerTexts(slug),
});

type Words = Record<string, { title: string; content: string }>;

const notice = (
  merchantCode: string,
  type: 'H' | 'PL',
  sortOrder: number,
  texts: Words,
): AnnouncementSeed => ({
  merchantCode,
  type,
  executions: ['A', 'B'],
  sortOrder,
  texts,
});

const popup = (
  merchantCode: string,
  type: 'PU' | 'PR',
  executions: AnnouncementSeed['executions'],
  sortOrder: number,
  texts: Words,
  promotionType: string | null = null,
): AnnouncementSeed => ({ merchantCode, type, executions, sortOrder, texts, promotionType });

const maintenanceNotice: Words = {
  EN: {
    title: 'Scheduled maintenance of the PT live tables on Sunday 02:00-04:00.',
    content: 'PT live tables pause on Sunday from 02:00 to 04:00 for an upgrade. Slots stay open.',
  },
  TY: {
    title: 'Nakatakdang maintenance ng PT live tables sa Linggo 02:00-04:00.',
    content: 'Hihinto ang PT live tables sa Linggo mula 02:00 hanggang 04:00. Bukas pa rin ang slots.',
  },
  BN: {
    title: 'রবিবার ০২:০০-০৪:০০ PT লাইভ টেবিলের রক্ষণাবেক্ষণ।',
    content: 'আপগ্রেডের জন্য রবিবার ০২:০০ থেকে ০৪:০০ পর্যন্ত PT লাইভ টেবিল বন্ধ থাকবে। স্লট খোলা থাকবে।',
  },
};

const safetyNotice: Words = {
  EN: {
    title: 'Our staff will never ask for your password or verification code.',
    content: 'Keep your password and SMS codes to yourself. Report suspicious messages to customer service.',
  },
  TY: {
    title: 'Hindi kailanman hihingin ng aming staff ang iyong password o verification code.',
    content:
      'Huwag ibahagi ang password at SMS code. I-report ang kahina-hinalang mensahe sa customer service.',
  },
  BN: {
    title: 'আমাদের কর্মীরা কখনও আপনার পাসওয়ার্ড বা যাচাইকরণ কোড চাইবে না।',
    content: 'পাসওয়ার্ড ও এসএমএস কোড কাউকে দেবেন না। সন্দেহজনক বার্তা গ্রাহক সেবায় জানান।',
  },
};

const responsibleNotice: Words = {
  EN: {
    title: 'Play responsibly: set a deposit limit or take a break from My account at any time.',
    content:
      'Gaming is for fun. You can set limits or pause your account from My account, or ask customer service.',
  },
  TY: {
    title: 'Maglaro nang responsable: magtakda ng deposit limit o magpahinga sa My account kahit kailan.',
    content:
      'Ang paglalaro ay para sa kasiyahan. Maaari kang magtakda ng limit o i-pause ang account sa My account, o magtanong sa customer service.',
  },
  BN: {
    title: 'দায়িত্বের সঙ্গে খেলুন: যেকোনো সময় আমার অ্যাকাউন্ট থেকে ডিপোজিট সীমা দিন বা বিরতি নিন।',
    content: 'খেলা আনন্দের জন্য। আমার অ্যাকাউন্ট থেকে সীমা দিতে বা অ্যাকাউন্ট বিরতিতে রাখতে পারেন, অথবা গ্রাহক সেবায় জিজ্ঞাসা করুন।',
  },
};

const maintenancePopup: Words = {
  EN: {
    title: 'Maintenance this Sunday',
    content:
      '<p>PT live tables are closed on <strong>Sunday, 02:00-04:00</strong> for an upgrade.</p><p>Slots, sports and lottery stay open. Thank you for your patience.</p>',
  },
  TY: {
    title: 'Maintenance ngayong Linggo',
    content:
      '<p>Sarado ang PT live tables sa <strong>Linggo, 02:00-04:00</strong> para sa upgrade.</p><p>Bukas pa rin ang slots, sports at lottery. Salamat sa inyong pasensya.</p>',
  },
  BN: {
    title: 'এই রবিবার রক্ষণাবেক্ষণ',
    content:
      '<p>আপগ্রেডের জন্য <strong>রবিবার, ০২:০০-০৪:০০</strong> PT লাইভ টেবিল বন্ধ থাকবে।</p><p>স্লট, স্পোর্টস ও লটারি খোলা থাকবে। ধৈর্যের জন্য ধন্যবাদ।</p>',
  },
};

const welcomePopup = (symbol: string, cap: string): Words => ({
  EN: {
    title: 'Welcome to LobbyKit!',
    content: `<p><strong>New here?</strong> Register today and get a <em>100% welcome bonus</em> up to ${symbol}${cap}.</p><ul><li>Nearly 10,000 slot games</li><li>Live casino, sports and lottery</li><li>Fast deposits and withdrawals</li></ul>`,
  },
  TY: {
    title: 'Maligayang pagdating sa LobbyKit!',
    content: `<p><strong>Bago ka ba?</strong> Mag-register ngayon at makakuha ng <em>100% welcome bonus</em> hanggang ${symbol}${cap}.</p><ul><li>Halos 10,000 slot games</li><li>Live casino, sports at lottery</li><li>Mabilis na deposito at withdrawal</li></ul>`,
  },
  BN: {
    title: 'LobbyKit-এ স্বাগতম!',
    content: `<p><strong>নতুন?</strong> আজই নিবন্ধন করুন এবং ${symbol}${cap} পর্যন্ত <em>১০০% স্বাগতম বোনাস</em> নিন।</p><ul><li>প্রায় ১০,০০০ স্লট গেম</li><li>লাইভ ক্যাসিনো, স্পোর্টস ও লটারি</li><li>দ্রুত ডিপোজিট ও উত্তোলন</li></ul>`,
  },
});

/** The welcome offer as one marquee sentence, without the popup's HTML. */
function welcomeMarquee(symbol: string, cap: string): Words {
  const line = {
    EN: `New players get a 100% welcome bonus up to ${symbol}${cap}. Register today!`,
    TY: `100% welcome bonus hanggang ${symbol}${cap} para sa bagong manlalaro. Mag-register na!`,
    BN: `নতুন খেলোয়াড়দের জন্য ${symbol}${cap} পর্যন্ত ১০০% স্বাগতম বোনাস। আজই নিবন্ধন করুন!`,
  };
  return Object.fromEntries(
    Object.entries(line).map(([language, text]) => [language, { title: text, content: text }]),
  );
}

const rebatePopup: Words = {
  EN: {
    title: 'Daily rebate is live',
    content:
      '<p>Get up to <strong>1.2%</strong> back on every slot bet, paid <em>every day</em>.</p><p>No claim needed: it lands in your wallet.</p>',
  },
  TY: {
    title: 'Bukas na ang daily rebate',
    content:
      '<p>Makakuha ng hanggang <strong>1.2%</strong> pabalik sa bawat slot bet, binabayaran <em>araw-araw</em>.</p><p>Hindi na kailangang i-claim.</p>',
  },
  BN: {
    title: 'দৈনিক রিবেট চালু',
    content:
      '<p>প্রতিটি স্লট বাজিতে <strong>১.২%</strong> পর্যন্ত ফেরত, <em>প্রতিদিন</em> প্রদান।</p><p>দাবি করার দরকার নেই।</p>',
  },
};

const firstLoginPopup: Words = {
  EN: {
    title: 'Your account is ready',
    content:
      '<p>Please set a new password, then pick up your <strong>first-login gift</strong> in the reward center.</p>',
  },
  TY: {
    title: 'Handa na ang iyong account',
    content:
      '<p>Magtakda ng bagong password, pagkatapos kunin ang iyong <strong>first-login gift</strong> sa reward center.</p>',
  },
  BN: {
    title: 'আপনার অ্যাকাউন্ট প্রস্তুত',
    content: '<p>নতুন পাসওয়ার্ড সেট করুন, তারপর রিওয়ার্ড সেন্টার থেকে <strong>প্রথম লগইন উপহার</strong> নিন।</p>',
  },
};

/** Only the languages a merchant offers. */
function only(languages: string[], texts: Words): Words {
  return Object.fromEntries(Object.entries(texts).filter(([language]) => languages.includes(language)));
}

function merchantAnnouncements(
  code: 'ph' | 'bd',
  languages: string[],
  symbol: string,
  cap: string,
): AnnouncementSeed[] {
  const second = code === 'ph' ? 'ph-slots' : 'bd-cricket';
  const third = code === 'ph' ? 'ph-live' : 'bd-slots';
  return [
    banner(code, `${code}-welcome`, 'w_home', 1, 'PROMOTION', 'welcome-bonus'),
    banner(code, second, 'w_home', 2, 'ROUTE', code === 'ph' ? '/rng' : '/sports'),
    banner(code, third, 'w_home', 3, 'ROUTE', code === 'ph' ? '/live' : '/rng'),
    banner(code, `${code}-invite`, 'w_leftmenu', 1, 'ROUTE', '/member?page=referral'),
    notice(code, 'H', 1, only(languages, welcomeMarquee(symbol, cap))),
    notice(code, 'H', 2, only(languages, maintenanceNotice)),
    notice(code, 'H', 3, only(languages, safetyNotice)),
    notice(code, 'PL', 4, only(languages, responsibleNotice)),
    popup(code, 'PU', ['B'], 1, only(languages, welcomePopup(symbol, cap)), 'newbie'),
    popup(code, 'PR', ['A'], 2, only(languages, rebatePopup), 'daily'),
    popup(code, 'PU', ['A', 'B'], 3, only(languages, maintenancePopup)),
    popup(code, 'PU', ['F'], 4, only(languages, firstLoginPopup)),
  ];
}

/** Demo banners, marquee notices and popups per merchant, in its languages (R3.09-R3.11). */
export const announcementSeeds: AnnouncementSeed[] = [
  ...merchantAnnouncements('ph', ['EN', 'TY'], '₱', '5,000'),
  ...merchantAnnouncements('bd', ['EN', 'BN'], '৳', '10,000'),
];
