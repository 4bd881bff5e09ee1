import { ErrorCode } from '@lobbykit/api-client';
import { helpCenter } from '@lobbykit/api-client/contract';
import type { FakePlatform } from '@lobbykit/api-client/testing';

/**
 * The stand-in platform's help center (R7.18): topics that read like the seeded ones, per merchant
 * and language (ph in EN and TY, bd in EN and BN), or a read that never ends or fails.
 */
export interface HelpCenterScenario {
  load?: 'ok' | 'pending' | 'error' | 'empty';
}

type Topic = { key: string; title: string; content: string };

function english(money: string, wallets: string, mail: string): Topic[] {
  return [
    {
      key: 'about',
      title: 'About us',
      content: `<p><strong>LobbyKit</strong> is an online gaming lobby: slots, live casino, fishing, sports and lottery from licensed providers, in one wallet.</p><p>Support answers around the clock at <a href="mailto:${mail}">${mail}</a>.</p>`,
    },
    {
      key: 'term',
      title: 'Terms and conditions',
      content: `<h3>1. Eligibility</h3><ul><li>You must be at least <strong>18 years old</strong>.</li><li>One account per person, household and payment method.</li></ul><h3>2. Deposits and withdrawals</h3><p>Deposits start at ${money}100.00; each deposit is wagered once before a withdrawal.</p>`,
    },
    {
      key: 'privacy',
      title: 'Privacy policy',
      content: '<p>We keep only what we need to run your account and never sell your data.</p>',
    },
    {
      key: 'responsible',
      title: 'Responsible gaming',
      content:
        '<p><strong>18+ only.</strong> Set a budget before you play, take breaks and never chase losses.</p><p>Ask support for a deposit limit or a cooling-off period.</p>',
    },
    {
      key: 'faq',
      title: 'FAQ',
      content: `<h3>How do I deposit?</h3><p>Open <strong>Deposit</strong>, choose ${wallets} or a bank transfer, and enter an amount from ${money}100.00.</p><h3>Why can I not withdraw yet?</h3><p>A bonus of ${money}100.00 with a 10x requirement needs ${money}1,000.00 of valid bets first.</p>`,
    },
  ];
}

const filipino: Topic[] = [
  {
    key: 'about',
    title: 'Tungkol sa amin',
    content:
      '<p>Ang <strong>LobbyKit</strong> ay online gaming lobby para sa mga manlalaro sa Pilipinas.</p>',
  },
  {
    key: 'term',
    title: 'Mga tuntunin at kundisyon',
    content:
      '<ul><li>Dapat ay <strong>18 taong gulang pataas</strong> ka.</li><li>Isang account lang bawat tao.</li></ul>',
  },
  {
    key: 'privacy',
    title: 'Patakaran sa privacy',
    content: '<p>Hindi namin ibinebenta ang iyong datos.</p>',
  },
  {
    key: 'responsible',
    title: 'Responsableng paglalaro',
    content: '<p><strong>18+ lamang.</strong> Magtakda ng budget bago maglaro.</p>',
  },
  {
    key: 'faq',
    title: 'Mga madalas itanong',
    content: '<h3>Paano mag-deposito?</h3><p>Pumili ng GCash, Maya o bank transfer mula ₱100.00.</p>',
  },
];

const bengali: Topic[] = [
  {
    key: 'about',
    title: 'আমাদের সম্পর্কে',
    content: '<p><strong>LobbyKit</strong> বাংলাদেশের খেলোয়াড়দের জন্য একটি অনলাইন গেমিং লবি।</p>',
  },
  {
    key: 'term',
    title: 'শর্তাবলী',
    content:
      '<ul><li>আপনার বয়স অবশ্যই <strong>১৮ বছর বা তার বেশি</strong> হতে হবে।</li><li>প্রতি ব্যক্তি একটি মাত্র অ্যাকাউন্ট।</li></ul>',
  },
  { key: 'privacy', title: 'গোপনীয়তা নীতি', content: '<p>আমরা আপনার তথ্য কখনো বিক্রি করি না।</p>' },
  {
    key: 'responsible',
    title: 'দায়িত্বশীল গেমিং',
    content: '<p><strong>শুধুমাত্র ১৮+।</strong> খেলার আগে বাজেট ঠিক করুন।</p>',
  },
  {
    key: 'faq',
    title: 'সাধারণ জিজ্ঞাসা',
    content: '<h3>কীভাবে জমা দেব?</h3><p>bKash, Nagad বা ব্যাংক ট্রান্সফারে ৳100.00 থেকে জমা দিন।</p>',
  },
];

function topicsFor(merchant: 'ph' | 'bd', language: string): Topic[] {
  if (merchant === 'bd')
    return language === 'BN' ? bengali : english('৳', 'bKash, Nagad', 'support@bd.lobbykit.test');
  return language === 'TY' ? filipino : english('₱', 'GCash, Maya', 'support@ph.lobbykit.test');
}

/** Answers the help center on the story's platform, per merchant of the moment and language asked. */
export function answerHelpCenter(
  platform: FakePlatform,
  scenario: HelpCenterScenario,
  merchant: () => 'ph' | 'bd',
): void {
  const load = scenario.load ?? 'ok';
  if (load === 'pending') platform.hang(helpCenter);
  else if (load === 'error') platform.fail(helpCenter, ErrorCode.maintenance, { status: 503 });
  else
    platform.on(helpCenter, (input) => {
      const language = (input.lang ?? 'EN').toUpperCase();
      return { language, topics: load === 'empty' ? [] : topicsFor(merchant(), language) };
    });
}
