import { ErrorCode } from '@lobbykit/api-client';
import {
  bettingRecords,
  bonusDetails,
  messageList,
  personalProfit,
  playerRank,
  referralInfo,
  referralList,
  rewardList,
  transactionDetail,
  transactionHistory,
} from '@lobbykit/api-client/contract';
import type { FakePlatform } from '@lobbykit/api-client/testing';

/**
 * The stand-in platform's member-center answers on the records side: betting record, account record
 * and its details, profit and loss, bonuses, rewards, messages and the VIP rank, each in the state a
 * story asks for.
 */
export interface MemberRecordsScenario {
  load?: 'ok' | 'empty' | 'error' | 'pending';
}

const pageOf = <T>(list: T[], totalPages = 1) => ({
  list,
  pageNum: 1,
  pageSize: 20,
  totalPages,
  totalCount: list.length,
});

const at = (daysAgo: number, hour: number) => {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  date.setHours(hour, 17, 42, 0);
  return date.toISOString();
};

const GAMES = [
  ['Golden Dragon Riches', 'PG', 'RNG'],
  ['Baccarat Squeeze', 'EA', 'LIVE'],
  ['Lucky Panda Spins', 'CQ9', 'RNG'],
  ['Ocean King Fishing', 'JDB', 'FISH'],
  ['Premier League Match', 'IBC', 'SPORTS'],
] as const;

function bets() {
  return GAMES.map(([gameName, vendorCode, gameType], index) => {
    const stake = [250, 1000, 50, 120, 500][index] ?? 100;
    const win = index === 4 ? null : ([612.5, 0, 1250.75, 96, 0][index] ?? 0);
    return {
      id: 900 + index,
      roundId: `R-2026-${4100 + index}`,
      gameName,
      vendorCode,
      gameType,
      stake,
      validBet: win === null ? 0 : stake,
      win,
      status: win === null ? ('open' as const) : ('settled' as const),
      placedAt: at(index, 20 - index),
      settledAt: win === null ? null : at(index, 20 - index),
    };
  });
}

const MOVEMENTS = [
  ['deposit', 5000, 7450.25],
  ['bet', -250, 7200.25],
  ['win', 612.5, 7812.75],
  ['bonus', 88.5, 7901.25],
  ['withdrawal', -2000, 5901.25],
  ['transfer', -500, 5401.25],
] as const;

const profitRow = (stake: number, win: number) => ({
  stake,
  validBet: stake,
  win,
  profit: Math.round((win - stake) * 100) / 100,
});

/** Answers the member center's records on the story's platform, in the scenario's state. */
export function answerMemberRecords(platform: FakePlatform, scenario: MemberRecordsScenario): void {
  const reads = [
    bettingRecords,
    transactionHistory,
    transactionDetail,
    personalProfit,
    bonusDetails,
    rewardList,
    messageList,
    playerRank,
    referralInfo,
    referralList,
  ];
  const load = scenario.load ?? 'ok';
  if (load === 'pending') {
    for (const read of reads) platform.hang(read);
    return;
  }
  if (load === 'error') {
    for (const read of reads) platform.fail(read, ErrorCode.unknown, { status: 500 });
    return;
  }
  const empty = load === 'empty';
  platform
    .on(bettingRecords, () => {
      const list = empty ? [] : bets();
      const stake = list.reduce((sum, bet) => sum + bet.stake, 0);
      const validBet = list.reduce((sum, bet) => sum + bet.validBet, 0);
      const win = list.reduce((sum, bet) => sum + (bet.win ?? 0), 0);
      return {
        ...pageOf(list, empty ? 0 : 3),
        totals: { stake, validBet, win, profit: Math.round((win - validBet) * 100) / 100 },
      };
    })
    .on(transactionHistory, () =>
      pageOf(
        empty
          ? []
          : MOVEMENTS.map(([kind, amount, balanceAfter], index) => ({
              id: 3100 + index,
              kind,
              wallet: 'MAIN',
              amount,
              balanceAfter,
              reference: `${kind.toUpperCase()}-${3100 + index}`,
              createdAt: at(index, 18),
            })),
      ),
    )
    .on(transactionDetail, (input) => {
      const id = input.id;
      const [kind, amount, balanceAfter] = MOVEMENTS[id - 3100] ?? MOVEMENTS[0];
      return {
        id,
        kind,
        wallet: 'MAIN',
        amount,
        balanceAfter,
        balanceBefore: Math.round((balanceAfter - amount) * 100) / 100,
        reference: `${kind.toUpperCase()}-${id}`,
        createdAt: at(0, 18),
        // The real server's stable label keys (wallet, game, roundId ...), which the panel translates.
        details:
          kind === 'bet' || kind === 'win'
            ? [
                { label: 'wallet', value: 'MAIN' },
                { label: 'game', value: 'Lucky Spin' },
                { label: 'vendor', value: 'JILI' },
                { label: 'gameType', value: 'RNG' },
                { label: 'roundId', value: `R-${id}` },
                { label: 'stake', value: '25.00' },
                { label: 'status', value: 'settled' },
                { label: 'win', value: '40.50' },
              ]
            : kind === 'transfer'
              ? [
                  { label: 'wallet', value: 'MAIN' },
                  { label: 'from', value: 'MAIN' },
                  { label: 'to', value: 'JILI' },
                  { label: 'reference', value: 'MAIN>JILI' },
                ]
              : [
                  { label: 'wallet', value: 'MAIN' },
                  { label: 'reference', value: `${kind.toUpperCase()}-${id}` },
                ],
      };
    })
    .on(personalProfit, () =>
      empty
        ? { byDay: [], byProduct: [], totals: profitRow(0, 0) }
        : {
            byDay: [0, 1, 2].map((daysAgo) => ({
              day: at(daysAgo, 12).slice(0, 10),
              ...profitRow([1250, 300, 820][daysAgo] ?? 0, [1862.5, 96, 0][daysAgo] ?? 0),
            })),
            byProduct: [
              { gameType: 'RNG', ...profitRow(1550, 1958.5) },
              { gameType: 'LIVE', ...profitRow(820, 0) },
            ],
            totals: profitRow(2370, 1958.5),
          },
    )
    .on(bonusDetails, () => ({
      ...pageOf(
        empty
          ? []
          : [
              { id: 1, title: 'Weekly rebate', amount: 88.5, source: 'OPERATOR', createdAt: at(1, 9) },
              { id: 2, title: 'VIP Silver gift', amount: 500, source: 'OPERATOR', createdAt: at(6, 9) },
              { id: 3, title: 'Daily turnover', amount: 20, source: 'PROMOTION', createdAt: at(2, 9) },
              {
                id: 4,
                title: `Bronze · ${at(2, 9).slice(0, 10)}`,
                amount: 6,
                source: 'VIP_REBATE',
                createdAt: at(1, 1),
              },
              { id: 5, title: '', amount: 10, source: 'MISSION', createdAt: at(3, 9) },
            ],
      ),
      total: empty ? 0 : 624.5,
    }))
    .on(rewardList, () =>
      pageOf(
        empty
          ? []
          : [
              {
                id: 11,
                title: 'Weekend reload 20%',
                amount: 400,
                turnoverMultiple: 5,
                status: 'WAITING',
                expiresAt: at(-5, 23),
                createdAt: at(0, 8),
                claimedAt: null,
              },
              {
                id: 12,
                title: 'Weekly rebate',
                amount: 88.5,
                turnoverMultiple: 1,
                status: 'CLAIMED',
                expiresAt: null,
                createdAt: at(2, 8),
                claimedAt: at(1, 9),
              },
              {
                id: 13,
                title: 'Birthday bonus',
                amount: 250,
                turnoverMultiple: 3,
                status: 'EXPIRED',
                expiresAt: at(10, 23),
                createdAt: at(40, 8),
                claimedAt: null,
              },
            ],
      ),
    )
    .on(messageList, () =>
      pageOf(
        empty
          ? []
          : [
              {
                id: 21,
                title: 'Your withdrawal was paid',
                content: 'We sent ₱2,000.00 to your GCash account.\nPlease confirm once it arrives.',
                read: false,
                createdAt: at(0, 10),
              },
              {
                id: 22,
                title: 'Scheduled maintenance on Sunday',
                content: 'The lobby is closed from 02:00 to 04:00 for an upgrade.',
                read: true,
                createdAt: at(3, 10),
              },
            ],
      ),
    )
    .on(playerRank, () => {
      const levels = [
        { level: 0, label: 'Member', requiredTurnover: 0, rebatePercent: 0.2 },
        { level: 1, label: 'Bronze', requiredTurnover: 10000, rebatePercent: 0.3 },
        { level: 2, label: 'Silver', requiredTurnover: 50000, rebatePercent: 0.4 },
        { level: 3, label: 'Gold', requiredTurnover: 200000, rebatePercent: 0.6 },
      ];
      return empty
        ? {
            hasVip: false,
            vipRankLevel: 0,
            vipLabelName: '',
            validTurnover: 0,
            next: null,
            progress: 0,
            levels: [],
          }
        : {
            hasVip: true,
            vipRankLevel: 1,
            vipLabelName: 'Bronze',
            validTurnover: 27500,
            next: levels[2] ?? null,
            progress: 0.4375,
            levels,
          };
    })
    .on(referralInfo, () => ({ enabled: true, code: 'DEMO01REF', referredCount: empty ? 0 : 3 }))
    .on(referralList, () =>
      pageOf(
        empty
          ? []
          : ['fr***03', 'ma***ia', 'jo***88'].map((account, index) => ({
              account,
              registeredAt: at(index * 4 + 1, 14),
            })),
      ),
    );
}
