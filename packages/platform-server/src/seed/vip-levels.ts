/** A VIP level as seed data: the label and the valid turnover (whole currency units) that earns it. */
export interface VipLevelSeed {
  level: number;
  label: string;
  requiredTurnover: number;
}

const LABELS = ['Member', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'] as const;

const ladder = (turnovers: readonly number[]): VipLevelSeed[] =>
  LABELS.map((label, level) => ({ level, label, requiredTurnover: turnovers[level]! }));

/**
 * Each merchant's ladder, in its own currency: taka buy less than pesos, so the Bangladesh steps are
 * twice as tall. Level 0 needs nothing, so every real member holds a level.
 */
export const vipLevelSeeds: Record<string, VipLevelSeed[]> = {
  ph: ladder([0, 1_000, 10_000, 50_000, 200_000, 1_000_000]),
  bd: ladder([0, 2_000, 20_000, 100_000, 400_000, 2_000_000]),
};

/**
 * The daily VIP rebate per level, in basis points of the previous day's valid bet (Member 0.2% up to
 * Diamond 1%): a higher level earns more back on the same play.
 */
export const vipRebateRateSeeds: Record<string, readonly number[]> = {
  ph: [20, 30, 40, 60, 80, 100],
  bd: [20, 30, 40, 60, 80, 100],
};
