import { ErrorCode } from '@lobbykit/api-client';
import {
  convertPoints,
  pointBalance,
  pointConfig,
  pointRecords,
  pointRewards,
  type ResponseOf,
  redeemList,
  redeemReward,
} from '@lobbykit/api-client/contract';
import type { FakePlatform } from '@lobbykit/api-client/testing';

/**
 * The stand-in platform's points mall (R7.61, R7.62): a catalogue that reads like the seeded one per
 * merchant and language, a member with points, records and redemptions of every status, and a
 * redeem or conversion that goes through, waits, or is refused.
 */
export interface PointMallScenario {
  load?: 'ok' | 'pending' | 'error' | 'empty';
  /** The member's points (default 5,000). */
  points?: number;
  /** What a redeem or a conversion answers. */
  action?: 'ok' | 'pending' | 'wrongPassword' | 'locked' | 'notSet';
  /** Records and redemptions: a few of every status, or none. */
  records?: 'some' | 'none';
}

function page<Row>(list: Row[]) {
  return { list, pageNum: 1, pageSize: 20, totalPages: 1, totalCount: list.length };
}

type Words = { title: string; description: string };
const WORDS: Record<string, Words[]> = {
  EN: [
    { title: '50 bonus credit', description: 'Added to your main wallet once the redemption is approved.' },
    { title: '150 weekend boost', description: 'A bigger credit for the weekend. Limited stock.' },
    {
      title: 'LobbyKit sports jersey',
      description: 'An official jersey, delivered to your registered address.',
    },
    { title: 'Wireless earbuds', description: 'Noise-cancelling earbuds with a charging case.' },
    { title: '250 VIP credit', description: 'Back in stock next month.' },
  ],
  TY: [
    {
      title: '50 na bonus credit',
      description: 'Idadagdag sa iyong main wallet kapag naaprubahan ang redemption.',
    },
    {
      title: '150 pang-weekend na boost',
      description: 'Mas malaking credit para sa weekend. Limitado ang stock.',
    },
    {
      title: 'LobbyKit sports jersey',
      description: 'Opisyal na jersey, ihahatid sa iyong nakarehistrong address.',
    },
    { title: 'Wireless earbuds', description: 'Noise-cancelling na earbuds na may charging case.' },
    { title: '250 na VIP credit', description: 'Babalik ang stock sa susunod na buwan.' },
  ],
  BN: [
    { title: '৫০ বোনাস ক্রেডিট', description: 'রিডেম্পশন অনুমোদিত হলে আপনার মূল ওয়ালেটে যোগ হবে।' },
    { title: '১৫০ সপ্তাহান্তের বুস্ট', description: 'সপ্তাহান্তের জন্য বড় ক্রেডিট। সীমিত স্টক।' },
    { title: 'LobbyKit স্পোর্টস জার্সি', description: 'অফিসিয়াল জার্সি, আপনার নিবন্ধিত ঠিকানায় পাঠানো হবে।' },
    { title: 'ওয়্যারলেস ইয়ারবাড', description: 'চার্জিং কেসসহ নয়েজ-ক্যান্সেলিং ইয়ারবাড।' },
    { title: '২৫০ ভিআইপি ক্রেডিট', description: 'আগামী মাসে আবার স্টকে আসবে।' },
  ],
};
const FACTS = [
  { points: 500, stock: null, bonusAmount: 50, hue: 265 },
  { points: 1_200, stock: 50, bonusAmount: 150, hue: 200 },
  { points: 3_000, stock: 20, bonusAmount: null, hue: 30 },
  { points: 8_000, stock: 5, bonusAmount: null, hue: 330 },
  { points: 2_000, stock: 0, bonusAmount: 250, hue: 150 },
];

/** The reward art the server draws, inline so stories need no server. */
const art = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 75% 30%)"/></linearGradient></defs><rect width="320" height="200" fill="url(#g)"/><rect x="110" y="82" width="100" height="78" rx="6" fill="#f6c344"/><rect x="102" y="66" width="116" height="24" rx="5" fill="#ffd866"/><rect x="152" y="66" width="16" height="94" fill="#ff5470"/></svg>`,
  )}`;

function rewards(merchant: 'ph' | 'bd', language: string) {
  const symbol = merchant === 'bd' ? '৳' : '₱';
  const words = WORDS[language] ?? WORDS.EN!;
  return FACTS.map((facts, index) => {
    const word = words[index]!;
    const money = index === 0 || index === 1 || index === 4;
    return {
      id: index + 1,
      title: money ? `${symbol}${word.title}` : word.title,
      description: word.description,
      imageUrl: art(facts.hue),
      points: facts.points,
      stock: facts.stock,
      bonusAmount: facts.bonusAmount,
    };
  });
}

type Redemption = ResponseOf<typeof redeemList>['list'][number];
const redemption = (
  id: number,
  status: Redemption['status'],
  patch: Partial<Redemption> = {},
): Redemption => ({
  id,
  rewardId: 1,
  rewardTitle: '₱50 bonus credit',
  points: 500,
  bonusAmount: 50,
  status,
  rejectReason: null,
  createdAt: '2026-11-20T10:15:00.000Z',
  reviewedAt: null,
  ...patch,
});

const REDEMPTIONS = [
  redemption(3, 'IN_PROCESS', { id: 3, rewardTitle: '₱150 weekend boost', points: 1_200, bonusAmount: 150 }),
  redemption(2, 'APPROVED', { reviewedAt: '2026-11-19T12:00:00.000Z' }),
  redemption(1, 'REJECTED', {
    rewardTitle: 'LobbyKit sports jersey',
    points: 3_000,
    bonusAmount: null,
    rejectReason: 'Your size is out of stock; the points are back.',
    reviewedAt: '2026-11-18T09:30:00.000Z',
  }),
];

const RECORDS: ResponseOf<typeof pointRecords>['list'] = [
  {
    id: 6,
    points: -1_200,
    amount: 150,
    type: 'redeem',
    status: 'IN_PROCESS',
    time: '2026-11-20T10:15:00.000Z',
    remark: '₱150 weekend boost',
    balance: 5_000,
  },
  {
    id: 5,
    points: -1_000,
    amount: 100,
    type: 'convert',
    status: 'APPROVED',
    time: '2026-11-19T18:00:00.000Z',
    remark: '',
    balance: 6_200,
  },
  {
    id: 4,
    points: 3_000,
    amount: null,
    type: 'refund',
    status: 'APPROVED',
    time: '2026-11-18T09:30:00.000Z',
    remark: 'Your size is out of stock; the points are back.',
    balance: 7_200,
  },
  {
    id: 3,
    points: 42,
    amount: 4_200,
    type: 'earn',
    status: 'APPROVED',
    time: '2026-11-17T22:10:00.000Z',
    remark: '',
    balance: 4_200,
  },
  {
    id: 2,
    points: 5_000,
    amount: null,
    type: 'adjust',
    status: 'APPROVED',
    time: '2026-11-01T00:00:00.000Z',
    remark: 'Welcome points',
    balance: 4_158,
  },
];

/** Answers the points mall on the story's platform, per merchant of the moment and language asked. */
export function answerPointMall(
  platform: FakePlatform,
  scenario: PointMallScenario,
  merchant: () => 'ph' | 'bd',
): void {
  const load = scenario.load ?? 'ok';
  const points = scenario.points ?? 5_000;
  const none = scenario.records === 'none';
  if (load === 'error') platform.fail(pointConfig, ErrorCode.maintenance, { status: 503 });
  else platform.on(pointConfig, { enabled: true, betPerPoint: 100, pointValue: 0.1, minConvertPoints: 100 });
  if (load === 'pending') platform.hang(pointRewards);
  else if (load === 'error') platform.fail(pointRewards, ErrorCode.maintenance, { status: 503 });
  else
    platform.on(pointRewards, (_, request) =>
      load === 'empty' ? [] : rewards(merchant(), request.headers.get('Language') ?? 'EN'),
    );
  platform
    .on(pointBalance, { points, totalEarned: points, towardsNextPoint: 37.5 })
    .on(redeemList, page(none ? [] : REDEMPTIONS))
    .on(pointRecords, page(none ? [] : RECORDS));
  const action = scenario.action ?? 'ok';
  for (const endpoint of [redeemReward, convertPoints]) {
    if (action === 'pending') platform.hang(endpoint);
    else if (action === 'wrongPassword')
      platform.fail(endpoint, ErrorCode.validation, {
        status: 400,
        field: 'paymentPassword',
        messageKey: 'payment_password_incorrect',
        triesLeft: 3,
      });
    else if (action === 'locked')
      platform.fail(endpoint, ErrorCode.tooManyRequests, {
        status: 429,
        field: 'paymentPassword',
        messageKey: 'payment_password_locked',
        retryAfter: 240,
      });
    else if (action === 'notSet')
      platform.fail(endpoint, ErrorCode.validation, {
        status: 400,
        field: 'paymentPassword',
        messageKey: 'payment_password_not_set',
      });
  }
  if (action === 'ok')
    platform
      .on(redeemReward, { redemption: redemption(9, 'IN_PROCESS'), points: points - 500 })
      .on(convertPoints, { points: points - 1_000, amount: 100, balance: 10_100 });
}
