import type { Promotion } from '@lobbykit/sdk/promotions';
import { promotionFixture } from '@lobbykit/sdk/testing';

export { mineFixture, promotionFixture } from '@lobbykit/sdk/testing';

/** One promotion of each type (R3.37), as a guest sees them. */
export function promotionsOfEveryType(): Promotion[] {
  return [
    promotionFixture({
      id: 1,
      type: 'newbie',
      title: 'Welcome bonus 100%',
      condition: { kind: 'firstDeposit', minDeposit: 200, requiredTurnover: null },
      bonus: { fixedAmount: null, percent: 100, maxAmount: 5000, turnoverMultiple: 5 },
    }),
    promotionFixture({ id: 2, type: 'limited', title: 'Weekend turnover race' }),
    promotionFixture({
      id: 3,
      type: 'specialOffer',
      title: 'Add Zalo, get up to 131K',
      condition: { kind: 'manual', requiredTurnover: null },
      bonus: { fixedAmount: null, maxAmount: 131000 },
    }),
    promotionFixture({
      id: 4,
      type: 'daily',
      title: 'Daily sign-in',
      condition: { kind: 'daily', period: 'daily', requiredTurnover: 0 },
      bonus: { fixedAmount: 8 },
    }),
    promotionFixture({
      id: 5,
      type: 'highRebate',
      title: 'Slots rebate 0.8%',
      condition: { kind: 'rebate', rebatePercent: 0.8, requiredTurnover: null },
      bonus: { fixedAmount: null },
    }),
    promotionFixture({
      id: 6,
      type: 'vip',
      title: 'VIP lucky draw',
      condition: { kind: 'raffle', requiredTurnover: 20000 },
      bonus: {
        fixedAmount: null,
        rafflePrizes: [
          { amount: 88, weight: 10 },
          { amount: 888, weight: 1 },
        ],
      },
    }),
  ];
}
