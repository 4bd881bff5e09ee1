import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import type { applyPromotion, PromotionApplication } from '@lobbykit/api-client/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import {
  applicationByRequest,
  applicationsOfMember,
  imageCounts,
  insertApplication,
  titlesOf,
} from '../../db/promotion-applications';
import type { MemberRow, MerchantRow, PromotionApplicationRow, PromotionRow } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { pageAnswer, pageOf } from '../merchant-days';
import { toDecimal } from '../money';
import { checkProofs, type ProofImage } from '../proof-images';
import { refuse } from './refusals';
import type { Standing } from './standing';

type Status = PromotionApplicationRow['status'];

export function applicationOnWire(
  row: PromotionApplicationRow,
  title: string,
  imageCount: number,
): PromotionApplication {
  return {
    id: row.id,
    promotionId: row.promotionId,
    promotionTitle: title,
    status: row.status,
    remark: row.remark,
    imageCount,
    amount: row.amount === null ? null : toDecimal(row.amount),
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The images' bytes checked (png or jpeg magic, 5 MB, 3 at most), refusals naming `images.N`. */
export function checkApplicationImages(images: { name: string; dataUrl: string }[]): ProofImage[] {
  try {
    return checkProofs(images);
  } catch (error) {
    if (!(error instanceof DomainError) || error.errorCode !== ErrorCode.validation) throw error;
    throw new DomainError(ErrorCode.validation, error.message, {
      ...error.flags,
      field: error.flags.field?.replace(/^proofs/, 'images') ?? 'images',
    });
  }
}

export interface ApplicationService {
  apply(
    view: { merchant: MerchantRow; language: string },
    member: MemberRow,
    input: {
      id: number;
      requestId: string;
      remark: string;
      images: { name: string; dataUrl: string }[];
    },
  ): Promise<ResponseOf<typeof applyPromotion>>;
  mine(
    view: { language: string },
    member: MemberRow,
    input: { status?: Status | undefined; pageNo: number; pageSize: number },
  ): Promise<{
    list: PromotionApplication[];
    pageNum: number;
    pageSize: number;
    totalPages: number;
    totalCount: number;
  }>;
}

export function createApplicationService(deps: {
  db: Db;
  clock: Clock;
  promotionOf: (merchantId: number, id: number) => Promise<PromotionRow>;
  standingFor: (merchant: MerchantRow, member: MemberRow, row: PromotionRow) => Promise<Standing>;
}): ApplicationService {
  const { db, clock } = deps;

  async function listed(rows: PromotionApplicationRow[], language: string) {
    const [titles, counts] = await Promise.all([
      titlesOf(
        db,
        rows.map((row) => row.promotionId),
        language,
      ),
      imageCounts(
        db,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row) =>
      applicationOnWire(row, titles.get(row.promotionId) ?? '', counts.get(row.id) ?? 0),
    );
  }

  return {
    async apply(view, member, input) {
      const row = await deps.promotionOf(view.merchant.id, input.id);
      const replay = await applicationByRequest(db, member.id, input.requestId);
      if (replay?.promotionId === row.id) return (await listed([replay], view.language))[0]!;
      if (row.kind !== 'manual') throw refuse.notManual();
      const { state, periodLabel } = await deps.standingFor(view.merchant, member, row);
      if (state.status === 'comingSoon' || state.status === 'closed') throw refuse.phase(state.status);
      if (state.status === 'applying') throw refuse.applicationWaiting();
      if (state.status === 'issued') throw refuse.alreadyIssued();
      const images = checkApplicationImages(input.images);
      const created = await insertApplication(
        db,
        {
          merchantId: view.merchant.id,
          promotionId: row.id,
          memberId: member.id,
          requestId: input.requestId,
          remark: input.remark,
          rejectReason: null,
          amount: null,
          periodLabel,
          createdAt: clock.now(),
          reviewedAt: null,
        },
        images.map((image) => ({ name: image.name, mediaType: image.mediaType, base64: image.base64 })),
      );
      if (!created) {
        const again = await applicationByRequest(db, member.id, input.requestId);
        if (again?.promotionId === row.id) return (await listed([again], view.language))[0]!;
        throw refuse.applicationWaiting();
      }
      return (await listed([created], view.language))[0]!;
    },

    async mine(view, member, input) {
      const { rows, total } = await applicationsOfMember(db, member.id, input.status, pageOf(input));
      return pageAnswer(await listed(rows, view.language), total, input);
    },
  };
}
