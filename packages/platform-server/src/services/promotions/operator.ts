import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import type {
  adminCreatePromotion,
  adminEditPromotion,
  adminPromotionApplication,
  adminPromotions,
} from '@lobbykit/api-client/contract';
import type * as v from 'valibot';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { findMemberById } from '../../db/members';
import { findMerchantByCode } from '../../db/merchants';
import {
  applicationById,
  applicationsOfMerchant,
  decideApplication,
  imageCounts,
  imagesOf,
  lockApplication,
  titlesOf,
} from '../../db/promotion-applications';
import { insertClaimOnce } from '../../db/promotion-claims';
import {
  insertPromotion,
  merchantById,
  type NewPromotion,
  promotionById,
  promotionsOf,
  textsOf,
  updatePromotion,
  uploadedBannerIds,
} from '../../db/promotions';
import type {
  MerchantRow,
  PromotionApplicationRow,
  PromotionRow,
  PromotionTextRow,
} from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { toDecimal, toMinor } from '../money';
import { addTurnoverRequirement } from '../turnover';
import type { WalletService } from '../wallet';
import { applicationOnWire, checkApplicationImages } from './applications';
import { turnoverFor } from './arithmetic';
import { promotionBonusKey } from './member-promotions';
import { checkRule, checkTexts, storedRuleFields } from './operator-rules';
import { refuse } from './refusals';
import { phaseOf } from './standing';
import { bannerPath, bonusOf, conditionOf } from './wire';

type CreateInput = v.InferOutput<(typeof adminCreatePromotion)['request']>;
type EditInput = v.InferOutput<(typeof adminEditPromotion)['request']>;
type AdminApplication = v.InferOutput<typeof adminPromotionApplication>;
type Review =
  | { id: number; decision: 'approve'; amount?: number | undefined }
  | { id: number; decision: 'reject'; reason: string };

export interface PromotionOperatorService {
  list(merchantCode: string, baseUrl: string): Promise<ResponseOf<typeof adminPromotions>>;
  create(input: CreateInput, baseUrl: string): Promise<ResponseOf<typeof adminCreatePromotion>>;
  edit(input: EditInput, baseUrl: string): Promise<ResponseOf<typeof adminEditPromotion>>;
  applications(
    merchantCode: string,
    status: PromotionApplicationRow['status'] | undefined,
  ): Promise<AdminApplication[]>;
  images(id: number): Promise<{ id: number; images: { name: string; dataUrl: string }[] }>;
  review(input: Review): Promise<AdminApplication>;
}

const unknownMerchant = () =>
  new DomainError(ErrorCode.validation, 'Unknown merchant', { field: 'merchantCode' });
const codeTaken = () =>
  new DomainError(ErrorCode.conflict, 'The merchant already has a promotion with this code', {
    field: 'code',
    messageKey: 'promotion_code_taken',
  });

function bannerOf(image: { name: string; dataUrl: string }) {
  const [checked] = checkApplicationImages([image]);
  return { mediaType: checked!.mediaType, base64: checked!.base64 };
}

export function createPromotionOperatorService(deps: {
  db: Db;
  clock: Clock;
  wallet: WalletService;
}): PromotionOperatorService {
  const { db, clock, wallet } = deps;

  async function merchantOf(code: string): Promise<MerchantRow> {
    const merchant = await findMerchantByCode(db, code);
    if (!merchant) throw unknownMerchant();
    return merchant;
  }

  async function onWire(merchant: MerchantRow, rows: PromotionRow[], baseUrl: string) {
    const ids = rows.map((row) => row.id);
    const [texts, uploaded] = await Promise.all([textsOf(db, ids), uploadedBannerIds(db, ids)]);
    const now = clock.now();
    return rows.map((row) => {
      const mine = texts.filter((text) => text.promotionId === row.id);
      return {
        id: row.id,
        merchantCode: merchant.code,
        code: row.code,
        type: row.type,
        phase: phaseOf(row, now),
        enabled: row.enabled,
        condition: conditionOf(row),
        bonus: bonusOf(row),
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt?.toISOString() ?? null,
        sortOrder: row.sortOrder,
        bannerUrl: `${baseUrl}${bannerPath(row, 'EN', uploaded.has(row.id))}`,
        bannerHue: row.bannerHue,
        texts: mine.map(({ language, title, summary, terms }) => ({ language, title, summary, terms })),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async function listed(
    merchant: MerchantRow,
    rows: { application: PromotionApplicationRow; account: string }[],
  ) {
    const apps = rows.map((row) => row.application);
    const [titles, counts] = await Promise.all([
      titlesOf(
        db,
        apps.map((row) => row.promotionId),
        'EN',
      ),
      imageCounts(
        db,
        apps.map((row) => row.id),
      ),
    ]);
    return rows.map(({ application, account }) => ({
      ...applicationOnWire(
        application,
        titles.get(application.promotionId) ?? '',
        counts.get(application.id) ?? 0,
      ),
      account,
      merchantCode: merchant.code,
    }));
  }

  async function answerOne(application: PromotionApplicationRow): Promise<AdminApplication> {
    const member = (await findMemberById(db, application.memberId))!;
    const merchant = (await merchantById(db, application.merchantId))!;
    return (await listed(merchant, [{ application, account: member.username }]))[0]!;
  }

  return {
    async list(merchantCode, baseUrl) {
      const merchant = await merchantOf(merchantCode);
      return onWire(merchant, await promotionsOf(db, merchant.id), baseUrl);
    },

    async create(input, baseUrl) {
      const merchant = await merchantOf(input.merchantCode);
      checkTexts(input.texts);
      const now = clock.now();
      const row: NewPromotion = {
        merchantId: merchant.id,
        code: input.code,
        type: input.type,
        kind: input.kind,
        period: input.kind === 'daily' ? 'daily' : input.kind === 'firstDeposit' ? 'once' : input.period,
        requiresJoin: input.requiresJoin,
        minVipLevel: input.minVipLevel,
        startsAt: new Date(input.startsAt),
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
        enabled: input.enabled,
        sortOrder: input.sortOrder,
        bannerHue: input.bannerHue,
        createdAt: now,
        updatedAt: now,
        rebateBp: null,
        bonusBp: null,
        minDeposit: null,
        requiredTurnover: null,
        fixedAmount: null,
        maxAmount: null,
        turnoverMultipleHundredths: 100,
        ...storedRuleFields(input),
      };
      checkRule(row);
      const banner = input.bannerImage ? bannerOf(input.bannerImage) : undefined;
      const created = await insertPromotion(db, row, input.texts, banner);
      if (!created) throw codeTaken();
      return (await onWire(merchant, [created], baseUrl))[0]!;
    },

    async edit(input, baseUrl) {
      const current = await promotionById(db, input.id);
      if (!current) throw refuse.noSuchPromotion();
      const { id: _id, texts, bannerImage, startsAt, endsAt, ...rest } = input;
      if (texts) checkTexts(texts);
      const patch: Partial<NewPromotion> = {
        ...Object.fromEntries(
          Object.entries({
            code: rest.code,
            type: rest.type,
            kind: rest.kind,
            period: rest.period,
            requiresJoin: rest.requiresJoin,
            minVipLevel: rest.minVipLevel,
            enabled: rest.enabled,
            sortOrder: rest.sortOrder,
            bannerHue: rest.bannerHue,
          }).filter(([, value]) => value !== undefined),
        ),
        ...storedRuleFields(rest),
        ...(startsAt !== undefined ? { startsAt: new Date(startsAt) } : {}),
        ...(endsAt !== undefined ? { endsAt: endsAt === null ? null : new Date(endsAt) } : {}),
        updatedAt: new Date(Math.max(clock.now().getTime(), current.updatedAt.getTime() + 1)),
      };
      const merged = { ...current, ...patch } as NewPromotion;
      if (merged.kind === 'daily') patch.period = 'daily';
      if (merged.kind === 'firstDeposit') patch.period = 'once';
      checkRule({ ...merged, ...patch });
      const banner =
        bannerImage === undefined ? undefined : bannerImage === null ? null : bannerOf(bannerImage);
      const texts2: Omit<PromotionTextRow, 'promotionId'>[] | undefined = texts;
      const updated = await updatePromotion(db, input.id, patch, texts2, banner);
      if (updated === 'duplicate') throw codeTaken();
      if (!updated) throw refuse.noSuchPromotion();
      const merchant = (await merchantById(db, updated.merchantId))!;
      return (await onWire(merchant, [updated], baseUrl))[0]!;
    },

    async applications(merchantCode, status) {
      const merchant = await merchantOf(merchantCode);
      return listed(merchant, await applicationsOfMerchant(db, merchant.id, status));
    },

    async images(id) {
      const application = await applicationById(db, id);
      if (!application) throw new DomainError(ErrorCode.notFound, 'No such application', { field: 'id' });
      const rows = await imagesOf(db, id);
      return {
        id,
        images: rows.map((row) => ({
          name: row.name,
          dataUrl: `data:${row.mediaType};base64,${row.base64}`,
        })),
      };
    },

    async review(input) {
      const found = await applicationById(db, input.id);
      if (!found) throw new DomainError(ErrorCode.notFound, 'No such application', { field: 'id' });
      const member = await findMemberById(db, found.memberId);
      const promotion = await promotionById(db, found.promotionId);
      if (!member || !promotion)
        throw new DomainError(ErrorCode.notFound, 'No such application', { field: 'id' });
      const decided = await wallet.withLockedWallet(member, async (locked) => {
        const application = (await lockApplication(locked.tx, input.id))!;
        const wanted = input.decision === 'approve' ? 'APPROVED' : 'REJECTED';
        if (application.status === wanted) return application;
        if (application.status !== 'IN_PROCESS') {
          throw new DomainError(
            ErrorCode.conflict,
            `The application was already ${application.status.toLowerCase()}`,
            {
              messageKey: 'request_already_decided',
            },
          );
        }
        if (input.decision === 'reject') {
          return decideApplication(locked.tx, application.id, {
            status: 'REJECTED',
            rejectReason: input.reason,
            amount: null,
            reviewedAt: locked.now,
          });
        }
        const amount = approvedAmount(promotion, input.amount);
        const turnoverAdded = turnoverFor(amount, promotion.turnoverMultipleHundredths);
        const claim = await insertClaimOnce(locked.tx, {
          promotionId: promotion.id,
          memberId: member.id,
          periodLabel: application.periodLabel,
          source: 'application',
          amount,
          turnoverAdded,
          requestId: `application:${application.id}`,
          claimedAt: locked.now,
        });
        if (!claim) throw refuse.alreadyIssued();
        await locked.move({
          kind: 'bonus',
          amount,
          reference: `promotion:${promotion.id}:application:${application.id}`,
          idempotencyKey: promotionBonusKey(promotion.id, application.periodLabel),
          answer: (balance) => ({ amount: toDecimal(amount), balance: toDecimal(balance) }),
        });
        await addTurnoverRequirement(
          locked.tx,
          member.id,
          turnoverAdded,
          `promotion:${promotion.id}:${application.periodLabel}`,
          locked.now,
        );
        return decideApplication(locked.tx, application.id, {
          status: 'APPROVED',
          rejectReason: null,
          amount,
          reviewedAt: locked.now,
        });
      });
      return answerOne(decided);
    },
  };
}

/** The operator's amount, else the promotion's fixed amount; never above its maximum ("up to 131K"). */
function approvedAmount(promotion: PromotionRow, amount: number | undefined): number {
  const chosen = amount === undefined ? promotion.fixedAmount : (toMinor(amount) ?? null);
  if (chosen === null || chosen <= 0) {
    throw new DomainError(ErrorCode.validation, 'Name the amount to credit', {
      field: 'amount',
      messageKey: 'promotion_amount_required',
    });
  }
  if (promotion.maxAmount !== null && chosen > promotion.maxAmount) {
    throw new DomainError(ErrorCode.validation, `The amount is at most ${toDecimal(promotion.maxAmount)}`, {
      field: 'amount',
      messageKey: 'promotion_amount_over_max',
    });
  }
  return chosen;
}
