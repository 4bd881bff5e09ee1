import type { NewPromotion, NewPromotionText } from '../db/promotions';

type Words = Record<string, { title: string; summary: string; terms: string }>;

export interface PromotionSeed {
  code: string;
  rule: Omit<NewPromotion, 'merchantId' | 'code' | 'startsAt' | 'createdAt' | 'updatedAt'>;
  words: Words;
}

const rule = (fields: Partial<PromotionSeed['rule']> & Pick<PromotionSeed['rule'], 'type' | 'kind'>) => ({
  period: 'once' as const,
  requiresJoin: false,
  minDeposit: null,
  requiredTurnover: null,
  rebateBp: null,
  minVipLevel: null,
  fixedAmount: null,
  bonusBp: null,
  maxAmount: null,
  turnoverMultipleHundredths: 100,
  rafflePrizes: [],
  endsAt: null,
  enabled: true,
  sortOrder: 100,
  bannerHue: 210,
  ...fields,
});

const terms = (...lines: string[]) => `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;

/** One promotion of every type per merchant (R3.37), amounts in minor units of its currency. */
export function promotionSeeds(merchantCode: string): PromotionSeed[] {
  const ph = merchantCode === 'ph';
  const sym = ph ? '₱' : '৳';
  const local = ph ? 'TY' : 'BN';
  const words = (en: Words[string], other: Words[string]): Words => ({ EN: en, [local]: other });
  return [
    {
      code: 'welcome-gift',
      rule: rule({ type: 'newbie', kind: 'turnover', fixedAmount: 3_800, sortOrder: 1, bannerHue: 150 }),
      words: words(
        {
          title: 'Welcome gift',
          summary: `Claim ${sym}38 on us`,
          terms: terms('Once per member', '1x turnover'),
        },
        ph
          ? { title: 'Regalo sa pagsali', summary: `Kunin ang ${sym}38`, terms: terms('Isang beses lamang') }
          : { title: 'স্বাগতম উপহার', summary: `${sym}38 নিন`, terms: terms('একবার মাত্র') },
      ),
    },
    {
      code: 'welcome-bonus',
      rule: rule({
        type: 'newbie',
        kind: 'firstDeposit',
        minDeposit: 10_000,
        bonusBp: 10_000,
        maxAmount: 500_000,
        turnoverMultipleHundredths: 1_000,
        sortOrder: 2,
        bannerHue: 262,
      }),
      words: words(
        {
          title: '100% Welcome Bonus',
          summary: `Double your first deposit up to ${sym}5,000`,
          terms: terms(`Minimum deposit ${sym}100`, '10x turnover'),
        },
        ph
          ? {
              title: '100% Welcome Bonus',
              summary: `Doblehin ang unang deposito hanggang ${sym}5,000`,
              terms: terms('10x turnover'),
            }
          : {
              title: '১০০% স্বাগতম বোনাস',
              summary: `প্রথম জমা দ্বিগুণ, ${sym}5,000 পর্যন্ত`,
              terms: terms('১০x টার্নওভার'),
            },
      ),
    },
    {
      code: 'weekend-reload',
      rule: rule({
        type: 'limited',
        kind: 'depositAmount',
        period: 'weekly',
        minDeposit: 100_000,
        fixedAmount: 18_800,
        sortOrder: 3,
        bannerHue: 20,
      }),
      words: words(
        {
          title: 'Weekly reload',
          summary: `Deposit ${sym}1,000 this week, get ${sym}188`,
          terms: terms('Once a week', '1x turnover'),
        },
        ph
          ? {
              title: 'Lingguhang reload',
              summary: `Magdeposito ng ${sym}1,000, makakuha ng ${sym}188`,
              terms: terms('Isang beses kada linggo'),
            }
          : {
              title: 'সাপ্তাহিক রিলোড',
              summary: `${sym}1,000 জমা দিন, ${sym}188 পান`,
              terms: terms('সপ্তাহে একবার'),
            },
      ),
    },
    {
      code: 'zalo-bonus',
      rule: rule({
        type: 'specialOffer',
        kind: 'manual',
        maxAmount: 13_100_000,
        sortOrder: 4,
        bannerHue: 200,
      }),
      words: words(
        {
          title: 'Add Zalo, get up to 131K',
          summary: `A bonus of up to ${sym}131K for adding our Zalo account`,
          terms: terms('Send a screenshot of the added account', 'Reviewed within 24 hours'),
        },
        ph
          ? {
              title: 'Idagdag ang Zalo, hanggang 131K',
              summary: `Bonus hanggang ${sym}131K`,
              terms: terms('Magpadala ng screenshot'),
            }
          : {
              title: 'Zalo যোগ করুন, 131K পর্যন্ত',
              summary: `${sym}131K পর্যন্ত বোনাস`,
              terms: terms('স্ক্রিনশট পাঠান'),
            },
      ),
    },
    {
      code: 'daily-check-in',
      rule: rule({
        type: 'daily',
        kind: 'daily',
        period: 'daily',
        requiredTurnover: 20_000,
        fixedAmount: 800,
        sortOrder: 5,
        bannerHue: 45,
      }),
      words: words(
        {
          title: 'Daily check-in',
          summary: `Play ${sym}200 a day, collect ${sym}8`,
          terms: terms('Once a day'),
        },
        ph
          ? {
              title: 'Araw-araw na check-in',
              summary: `Maglaro ng ${sym}200, kunin ang ${sym}8`,
              terms: terms('Isang beses kada araw'),
            }
          : { title: 'দৈনিক চেক-ইন', summary: `দিনে ${sym}200 খেলুন, ${sym}8 নিন`, terms: terms('দিনে একবার') },
      ),
    },
    {
      code: 'daily-raffle',
      rule: rule({
        type: 'daily',
        kind: 'raffle',
        period: 'daily',
        requiredTurnover: 50_000,
        rafflePrizes: [
          { amount: 888, weight: 60 },
          { amount: 8_800, weight: 35 },
          { amount: 88_800, weight: 5 },
        ],
        sortOrder: 6,
        bannerHue: 330,
      }),
      words: words(
        {
          title: 'Daily lucky draw',
          summary: `Play ${sym}500 today and draw up to ${sym}888`,
          terms: terms('One draw a day'),
        },
        ph
          ? {
              title: 'Swerte araw-araw',
              summary: `Maglaro ng ${sym}500 at bumunot`,
              terms: terms('Isang bunot kada araw'),
            }
          : { title: 'দৈনিক লাকি ড্র', summary: `${sym}500 খেলুন, ড্র করুন`, terms: terms('দিনে একটি ড্র') },
      ),
    },
    {
      code: 'slots-rebate',
      rule: rule({
        type: 'highRebate',
        kind: 'rebate',
        period: 'daily',
        requiresJoin: true,
        rebateBp: 80,
        maxAmount: 1_000_000,
        sortOrder: 7,
        bannerHue: 100,
      }),
      words: words(
        {
          title: '0.8% daily rebate',
          summary: "Join, play, and collect 0.8% of yesterday's valid bets",
          terms: terms('Paid the next day', 'Up to 10,000 a day'),
        },
        ph
          ? {
              title: '0.8% araw-araw na rebate',
              summary: 'Sumali at kumuha ng 0.8%',
              terms: terms('Bayad kinabukasan'),
            }
          : { title: '০.৮% দৈনিক রিবেট', summary: 'যোগ দিন, ০.৮% পান', terms: terms('পরের দিন দেওয়া হয়') },
      ),
    },
    {
      code: 'weekly-turnover',
      rule: rule({
        type: 'highRebate',
        kind: 'turnover',
        period: 'weekly',
        requiresJoin: true,
        requiredTurnover: 1_000_000,
        fixedAmount: 38_800,
        sortOrder: 8,
        bannerHue: 280,
      }),
      words: words(
        {
          title: 'Weekly turnover challenge',
          summary: `Play ${sym}10,000 this week, earn ${sym}388`,
          terms: terms('Counts from your join'),
        },
        ph
          ? {
              title: 'Lingguhang hamon',
              summary: `Maglaro ng ${sym}10,000, kumita ng ${sym}388`,
              terms: terms('Mula sa pagsali'),
            }
          : {
              title: 'সাপ্তাহিক চ্যালেঞ্জ',
              summary: `${sym}10,000 খেলুন, ${sym}388 পান`,
              terms: terms('যোগদানের পর থেকে'),
            },
      ),
    },
    {
      code: 'vip-monthly-gift',
      rule: rule({
        type: 'vip',
        kind: 'vipLevel',
        period: 'monthly',
        minVipLevel: 1,
        fixedAmount: 58_800,
        sortOrder: 9,
        bannerHue: 48,
      }),
      words: words(
        {
          title: 'VIP monthly gift',
          summary: `VIP 1 and up collect ${sym}588 each month`,
          terms: terms('Once a month'),
        },
        ph
          ? {
              title: 'Buwanang regalo ng VIP',
              summary: `VIP 1 pataas: ${sym}588 bawat buwan`,
              terms: terms('Isang beses kada buwan'),
            }
          : { title: 'VIP মাসিক উপহার', summary: `VIP 1+ প্রতি মাসে ${sym}588`, terms: terms('মাসে একবার') },
      ),
    },
  ];
}

export const seedTexts = (words: Words): NewPromotionText[] =>
  Object.entries(words).map(([language, text]) => ({ language, ...text }));
