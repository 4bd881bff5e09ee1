import type { MemberPromotionState, Promotion } from '@lobbykit/api-client/promotions';

/**
 * A promotion as the platform lists it, and the member's side of one: the sdk's tests, the widgets'
 * tests and Storybook vary one field at a time (the widgets reach them through their testing entry).
 */
type PromotionOverrides = Partial<Omit<Promotion, 'condition' | 'bonus'>> & {
  condition?: Partial<Promotion['condition']>;
  bonus?: Partial<Promotion['bonus']>;
};

/** A promotion as the platform lists it; tests and stories vary one field at a time. */
export function promotionFixture(overrides: PromotionOverrides = {}): Promotion {
  const { condition, bonus, ...rest } = overrides;
  const id = rest.id ?? 11;
  return {
    id,
    code: `promo-${id}`,
    type: 'limited',
    title: 'Weekly turnover bonus',
    bannerUrl: `data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#7555ff"/><stop offset="1" stop-color="#1f8fff"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="1010" cy="120" r="190" fill="#f6c344" opacity=".35"/><text x="64" y="230" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff">PROMO ${id}</text></svg>`,
    )}`,
    summary: 'Bet ₱5,000 in valid bets this week and claim ₱100.',
    terms:
      '<p><strong>How it works</strong></p><ul><li>Valid bets on slots count.</li><li>One bonus per member per week.</li></ul><p>Bonus turnover ×1 before withdrawal.</p>',
    startsAt: '2026-03-01T00:00:00.000Z',
    endsAt: '2026-12-31T15:59:59.000Z',
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
    bonus: {
      fixedAmount: 100,
      percent: null,
      maxAmount: null,
      turnoverMultiple: 1,
      rafflePrizes: [],
      ...bonus,
    },
    sortOrder: id,
    mine: null,
    ...rest,
  };
}

/** The member's side of a promotion in one status (R4.75). */
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
