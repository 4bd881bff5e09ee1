import { ErrorCode } from '@lobbykit/api-client';
import type { NewPromotion } from '../../db/promotions';
import { DomainError } from '../domain-error';
import { toMinor } from '../money';

/** The rule fields of a promotion as the operator sends them (decimals, percentages, a whole multiple). */
export interface OperatorRuleFields {
  minDeposit?: number | null | undefined;
  requiredTurnover?: number | null | undefined;
  rebatePercent?: number | null | undefined;
  fixedAmount?: number | null | undefined;
  bonusPercent?: number | null | undefined;
  maxAmount?: number | null | undefined;
  turnoverMultiple?: number | undefined;
  rafflePrizes?: { amount: number; weight: number }[] | undefined;
}

const minor = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : (toMinor(value) ?? null);

/** Decimals to minor units, percentages to basis points (0.8% -> 80), the multiple to hundredths. */
export function storedRuleFields(input: OperatorRuleFields): Partial<NewPromotion> {
  const fields: Partial<NewPromotion> = {
    minDeposit: minor(input.minDeposit),
    requiredTurnover: minor(input.requiredTurnover),
    // A percentage with two places is a whole number of basis points, the way money is of cents.
    rebateBp: minor(input.rebatePercent),
    fixedAmount: minor(input.fixedAmount),
    bonusBp: minor(input.bonusPercent),
    maxAmount: minor(input.maxAmount),
    turnoverMultipleHundredths:
      input.turnoverMultiple === undefined ? undefined : input.turnoverMultiple * 100,
    rafflePrizes: input.rafflePrizes?.map((prize) => ({
      amount: toMinor(prize.amount) ?? 0,
      weight: prize.weight,
    })),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

const incomplete = (field: string, message: string) =>
  new DomainError(ErrorCode.validation, message, { field, messageKey: 'promotion_rule_incomplete' });

/** Each kind's rule needs its own fields; a promotion that could never pay (or pay unbounded) is refused. */
export function checkRule(row: NewPromotion): void {
  const paysSomething = row.fixedAmount !== null || row.bonusBp !== null;
  switch (row.kind) {
    case 'firstDeposit':
    case 'depositAmount':
      if (!row.minDeposit) throw incomplete('minDeposit', 'A deposit promotion names its minimum deposit');
      if (!paysSomething) throw incomplete('fixedAmount', 'Name a fixed amount or a bonus percentage');
      break;
    case 'turnover':
      if (!paysSomething) throw incomplete('fixedAmount', 'Name a fixed amount or a bonus percentage');
      break;
    case 'daily':
    case 'vipLevel':
      if (row.fixedAmount === null || row.fixedAmount === undefined)
        throw incomplete('fixedAmount', 'This promotion pays a fixed amount');
      if (row.kind === 'vipLevel' && (row.minVipLevel === null || row.minVipLevel === undefined))
        throw incomplete('minVipLevel', 'Name the VIP level it asks for');
      break;
    case 'rebate':
      if (!row.rebateBp) throw incomplete('rebatePercent', 'Name the rebate percentage');
      if (row.period === 'once') throw incomplete('period', 'A rebate is paid per day, week or month');
      break;
    case 'raffle':
      if (!row.rafflePrizes || row.rafflePrizes.length === 0)
        throw incomplete('rafflePrizes', 'A raffle has at least one prize');
      break;
    case 'manual':
      break;
  }
  if (row.endsAt && row.endsAt <= row.startsAt) {
    throw new DomainError(ErrorCode.validation, 'The end is before the start', {
      field: 'endsAt',
      messageKey: 'date_range_reversed',
    });
  }
}

export function checkTexts(texts: { language: string }[]): void {
  if (!texts.some((text) => text.language === 'EN')) {
    throw new DomainError(ErrorCode.validation, 'The EN words are required', {
      field: 'texts',
      messageKey: 'promotion_text_en_required',
    });
  }
  if (new Set(texts.map((text) => text.language)).size !== texts.length) {
    throw new DomainError(ErrorCode.validation, 'One text per language', { field: 'texts' });
  }
}
