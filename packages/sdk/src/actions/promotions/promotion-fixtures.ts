import type { MemberPromotionState, Promotion } from '@lobbykit/api-client/promotions';

/** A promotion as the list answers it; tests vary one field at a time. */
export function promotionFixture(
  overrides: Partial<Omit<Promotion, 'condition'>> & { condition?: Partial<Promotion['condition']> } = {},
): Promotion {
  const { condition, ...rest } = overrides;
  return {
    id: 11,
    code: 'weekly-turnover',
    type: 'limited',
    title: 'Weekly turnover bonus',
    bannerUrl: 'http://api.test/static/promotions/weekly-turnover.svg',
    summary: 'Bet ₱5,000 this week and claim ₱100.',
    terms: '<p>Valid bets count.</p>',
    startsAt: '2026-03-01T00:00:00.000Z',
    endsAt: '2026-12-31T23:59:59.000Z',
    phase: 'open',
    condition: {
      kind: 'turnover',
      period: 'weekly',
      requiresJoin: false,
      minDeposit: null,
      requiredTurnover: 5000,
      rebatePercent: null,
      minVipLevel: null,
      ...condition,
    },
    bonus: { fixedAmount: 100, percent: null, maxAmount: null, turnoverMultiple: 1, rafflePrizes: [] },
    sortOrder: 1,
    mine: null,
    ...rest,
  };
}

/** The member's side of a promotion in one status. */
export function mineFixture(
  status: MemberPromotionState['status'],
  overrides: Partial<MemberPromotionState> = {},
): MemberPromotionState {
  return {
    status,
    progress: null,
    amount: null,
    applicationId: null,
    rejectReason: null,
    periodEndsAt: null,
    ...overrides,
  };
}
