import type { Promotion } from '@lobbykit/api-client/contract';
import type { PromotionRow, PromotionTextRow } from '../../db/schema/index';
import { IMAGE_ROOT } from '../game-item';
import { toDecimal } from '../money';
import { periodKindOf } from './periods';
import type { Phase } from './standing';

/** Where a promotion's banner is served: the upload, or art drawn from its words; the version busts caches. */
export function bannerPath(promotion: PromotionRow, language: string, uploaded: boolean): string {
  const version = promotion.updatedAt.getTime().toString(36);
  return uploaded
    ? `${IMAGE_ROOT}/promotions/${promotion.id}-${version}.img`
    : `${IMAGE_ROOT}/promotions/${promotion.id}-${version}.${language.toLowerCase()}.svg`;
}

/** The words in `language`, else EN, else any. */
export function textIn(texts: PromotionTextRow[], promotionId: number, language: string) {
  const mine = texts.filter((text) => text.promotionId === promotionId);
  return (
    mine.find((text) => text.language === language) ??
    mine.find((text) => text.language === 'EN') ??
    mine[0] ?? { title: '', summary: '', terms: '', language: 'EN', promotionId }
  );
}

const decimalOrNull = (minor: number | null) => (minor === null ? null : toDecimal(minor));

export function conditionOf(row: PromotionRow): Promotion['condition'] {
  return {
    kind: row.kind,
    period: periodKindOf(row),
    requiresJoin: row.requiresJoin,
    minDeposit: decimalOrNull(row.minDeposit),
    requiredTurnover: decimalOrNull(row.requiredTurnover),
    rebatePercent: decimalOrNull(row.rebateBp),
    minVipLevel: row.minVipLevel,
  };
}

export function bonusOf(row: PromotionRow): Promotion['bonus'] {
  return {
    fixedAmount: decimalOrNull(row.fixedAmount),
    percent: decimalOrNull(row.bonusBp),
    maxAmount: decimalOrNull(row.maxAmount),
    turnoverMultiple: row.turnoverMultipleHundredths / 100,
    rafflePrizes: row.rafflePrizes.map((prize) => ({
      amount: toDecimal(prize.amount),
      weight: prize.weight,
    })),
  };
}

/** A promotion on the wire in one language; `mine` is the member's side (null for anonymous). */
export function promotionOnWire(input: {
  row: PromotionRow;
  texts: PromotionTextRow[];
  language: string;
  baseUrl: string;
  uploaded: boolean;
  phase: Phase;
  mine: Promotion['mine'];
}): Promotion {
  const { row, language } = input;
  const text = textIn(input.texts, row.id, language);
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    title: text.title,
    bannerUrl: `${input.baseUrl}${bannerPath(row, text.language, input.uploaded)}`,
    summary: text.summary,
    terms: text.terms,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    phase: input.phase,
    condition: conditionOf(row),
    bonus: bonusOf(row),
    sortOrder: row.sortOrder,
    mine: input.mine,
  };
}
