import { ErrorCode } from '@lobbykit/api-client';
import {
  announcements as announcementList,
  type ResponseOf,
  rankList,
  walletBalance,
} from '@lobbykit/api-client/contract';
import type { FakePlatform } from '@lobbykit/api-client/testing';

/**
 * The stand-in platform's lobby answers for the W2 stories: winners board, announcements (banners,
 * marquee notices, popups) and the wallet balance, each with the states a story can ask for.
 */
export type LoadScenario = 'ok' | 'empty' | 'error' | 'pending';

export interface LobbyScenario {
  winners?: LoadScenario;
  announcements?: LoadScenario | 'single' | 'many' | 'unsafe';
  balance?: LoadScenario;
}

const WINNER_NAMES = ['lu***88', 'ma***07', 'jo***21', 'an***19', 'ri***42', 'ka***03', 'be***55', 'cr***11'];
const GAMES = [
  'Golden Dragon Riches',
  'Lucky Panda Spins',
  'Fortune Tiger Deluxe',
  'Mega Jackpot Party',
  'Aztec Gold Rush',
];

function winners(symbol: string, currency: string): ResponseOf<typeof rankList>['list'] {
  return WINNER_NAMES.map((customerName, index) => ({
    vo: {
      customerName,
      winAmount: Math.round((486_250.75 / (index + 1) ** 1.4) * 100) / 100,
      currency,
      currencySymbol: symbol,
      gameName: GAMES[index % GAMES.length] ?? '',
      nodeId: 1000 + index,
      gameCode: `RNG_${1000 + index}`,
      vassalage: 'PT',
      gameType: 'RNG',
      winTime: `2026-03-01T10:${String(index).padStart(2, '0')}:00.000Z`,
    },
  }));
}

/** A 3:1 banner drawn inline, so stories need no server for their pictures. */
function bannerImage(headline: string, subline: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},75%,18%)"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="1020" cy="80" r="220" fill="hsl(${hue},80%,60%)" opacity=".25"/><text x="72" y="170" font-family="system-ui,sans-serif" font-size="72" font-weight="800" fill="#fff">${headline}</text><text x="72" y="235" font-family="system-ui,sans-serif" font-size="32" fill="#e9e6ff">${subline}</text><rect x="72" y="275" width="230" height="64" rx="32" fill="#f6c344"/><text x="187" y="317" font-family="system-ui,sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#241a00">Play now</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const BANNERS = [
  {
    id: 1,
    title: '100% Welcome Bonus',
    sub: 'Double your first deposit',
    hue: 262,
    linkageType: 'PROMOTION',
    linkTarget: 'welcome-bonus',
  },
  {
    id: 2,
    title: 'Slots Festival',
    sub: 'Nearly 10,000 slot games',
    hue: 32,
    linkageType: 'ROUTE',
    linkTarget: '/rng',
  },
  {
    id: 3,
    title: 'Live Casino Nights',
    sub: 'Real dealers, every night',
    hue: 160,
    linkageType: 'URL',
    linkTarget: 'https://example.com/live',
  },
] as const;

const NOTICES = [
  'New players get a 100% welcome bonus. Register today!',
  'Scheduled maintenance of the PT live tables on Sunday 02:00-04:00.',
  'Our staff will never ask for your password or verification code.',
];

function announcements(
  kind: LobbyScenario['announcements'],
  execution: string | null,
): ResponseOf<typeof announcementList> {
  const banners: ResponseOf<typeof announcementList>['banners'] = (
    kind === 'single' ? BANNERS.slice(0, 1) : BANNERS
  ).map((banner) => ({
    id: banner.id,
    groupName: 'w_home',
    title: banner.title,
    url: bannerImage(banner.title, banner.sub, banner.hue),
    linkageType: banner.linkageType,
    linkTarget: banner.linkTarget,
  }));
  banners.push({
    id: 9,
    groupName: 'w_leftmenu',
    title: 'Invite friends',
    url: bannerImage('Invite friends', 'Earn a bonus for every friend', 300),
    linkageType: 'ROUTE',
    linkTarget: '/member?page=referral',
  });
  const noticeCount = kind === 'many' ? 14 : NOTICES.length;
  const notices: ResponseOf<typeof announcementList>['notices'] = Array.from(
    { length: noticeCount },
    (_, index) => ({
      id: 100 + index,
      type: 'H',
      title: NOTICES[index % NOTICES.length] + (index >= NOTICES.length ? ` (${index + 1})` : ''),
      content: NOTICES[index % NOTICES.length] ?? '',
    }),
  );
  const popups: ResponseOf<typeof announcementList>['popups'] = [
    {
      id: 200,
      type: 'PU',
      execution: 'B',
      title: 'Welcome to LobbyKit!',
      content:
        kind === 'unsafe'
          ? '<p><strong>Sanitised:</strong> the image below carried <code>onerror</code> and a script followed it.</p><img src="x" onerror="alert(1)" alt=""><script>alert(2)</script><p>Nothing ran.</p>'
          : '<p><strong>New here?</strong> Register today and get a <em>100% welcome bonus</em>.</p><ul><li>Nearly 10,000 slot games</li><li>Live casino, sports and lottery</li></ul>',
      promotionType: 'newbie',
    },
    {
      id: 201,
      type: 'PR',
      execution: 'B',
      title: 'Daily rebate is live',
      content: '<p>Get up to <strong>1.2%</strong> back on every slot bet, paid <em>every day</em>.</p>',
      promotionType: 'daily',
    },
  ];
  // Popups go to the audience they were written for (R4.39-R4.41); these are for visitors.
  return { banners, notices, popups: popups.filter((popup) => popup.execution === (execution ?? 'B')) };
}

/** Answers the lobby's endpoints on the story's platform, in the merchant of the moment's currency. */
export function answerLobby(
  platform: FakePlatform,
  scenario: LobbyScenario,
  merchant: () => 'ph' | 'bd',
): void {
  const money = () =>
    merchant() === 'bd' ? { symbol: '৳', currency: 'BDT' } : { symbol: '₱', currency: 'TLB' };
  const winnersState = scenario.winners ?? 'ok';
  if (winnersState === 'pending') platform.hang(rankList);
  else if (winnersState === 'error') platform.fail(rankList, ErrorCode.maintenance, { status: 503 });
  else
    platform.on(rankList, () => {
      const { symbol, currency } = money();
      return { list: winnersState === 'empty' ? [] : winners(symbol, currency) };
    });
  const announcementsState = scenario.announcements ?? 'ok';
  if (announcementsState === 'pending') platform.hang(announcementList);
  else if (announcementsState === 'error')
    platform.fail(announcementList, ErrorCode.network, { status: 500 });
  else
    platform.on(announcementList, ({ execution }) =>
      announcementsState === 'empty'
        ? { banners: [], notices: [], popups: [] }
        : announcements(announcementsState, execution ?? null),
    );
  const balanceState = scenario.balance ?? 'ok';
  if (balanceState === 'pending') platform.hang(walletBalance);
  else if (balanceState === 'error') platform.fail(walletBalance, ErrorCode.network, { status: 500 });
  else
    platform.on(walletBalance, () => {
      const { symbol, currency } = money();
      return { balance: balanceState === 'empty' ? 0 : 1_234_567.89, currency, currencySymbol: symbol };
    });
}
