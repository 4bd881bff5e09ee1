import { ErrorCode, type ParsedRequestOf, type ResponseOf } from '@lobbykit/api-client';
import {
  type adminFeedback,
  type adminFeedbackImages,
  FEEDBACK_PER_HOUR,
  type FeedbackItem,
  type sendFeedback,
} from '@lobbykit/api-client/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import {
  feedbackById,
  feedbackByRequest,
  feedbackOfMerchant,
  imageCountsOf,
  imagesOfFeedback,
  insertFeedback,
} from '../db/feedback';
import { findMerchantByCode } from '../db/merchants';
import type { FeedbackRow, MemberRow, MerchantRow } from '../db/schema/index';
import { DomainError } from './domain-error';
import { checkProofs } from './proof-images';
import { type RateRule, withRateSlot } from './rate-limits';
import { requireRealAccount } from './trial-wall';

/** Feedback one member may send an hour, counted in the database so every process agrees. */
export const FEEDBACK_RATE: RateRule = {
  bucket: 'feedback',
  limit: FEEDBACK_PER_HOUR,
  windowMs: 60 * 60_000,
  message: 'Too much feedback sent, please try again later',
};

/** The operator's list stops here: the newest are the ones to read. */
const ADMIN_LIST_MAX = 200;

const onWire = (row: FeedbackRow, imageCount: number): FeedbackItem => ({
  id: row.id,
  category: row.category,
  content: row.content,
  remark: row.remark,
  imageCount,
  createdAt: row.createdAt.toISOString(),
});

export interface FeedbackService {
  send(
    merchant: MerchantRow,
    member: MemberRow,
    input: ParsedRequestOf<typeof sendFeedback>,
  ): Promise<ResponseOf<typeof sendFeedback>>;
  list(input: ParsedRequestOf<typeof adminFeedback>): Promise<ResponseOf<typeof adminFeedback>>;
  images(id: number): Promise<ResponseOf<typeof adminFeedbackImages>>;
}

export function createFeedbackService(deps: { db: Db; clock: Clock }): FeedbackService {
  const { db, clock } = deps;
  async function answer(row: FeedbackRow): Promise<FeedbackItem> {
    const counts = await imageCountsOf(db, [row.id]);
    return onWire(row, counts.get(row.id) ?? 0);
  }

  return {
    async send(merchant, member, input) {
      requireRealAccount(member);
      const replay = await feedbackByRequest(db, member.id, input.requestId);
      if (replay) return answer(replay);
      // R5.35-R5.37: the bytes decide, before anything is counted or stored.
      const images = checkProofs(input.images, 'images');
      return withRateSlot(db, clock, FEEDBACK_RATE, String(member.id), async () => {
        const created = await insertFeedback(
          db,
          {
            merchantId: merchant.id,
            memberId: member.id,
            requestId: input.requestId,
            category: input.category,
            content: input.content,
            remark: input.remark,
            createdAt: clock.now(),
          },
          images,
        );
        // Two tabs sent the same requestId at once: the other one stored it.
        const row = created ?? (await feedbackByRequest(db, member.id, input.requestId));
        if (!row) throw new DomainError(ErrorCode.conflict, 'The feedback could not be stored');
        return answer(row);
      });
    },

    async list({ merchantCode, category }) {
      const merchant = await findMerchantByCode(db, merchantCode);
      if (!merchant) {
        throw new DomainError(ErrorCode.notFound, `No merchant ${merchantCode}`, { field: 'merchantCode' });
      }
      const rows = await feedbackOfMerchant(db, merchant.id, category, ADMIN_LIST_MAX);
      const counts = await imageCountsOf(
        db,
        rows.map((row) => row.feedback.id),
      );
      return rows.map(({ feedback, account }) => ({
        ...onWire(feedback, counts.get(feedback.id) ?? 0),
        account,
      }));
    },

    async images(id) {
      const found = await feedbackById(db, id);
      if (!found) throw new DomainError(ErrorCode.notFound, `No feedback ${id}`, { field: 'id' });
      const images = (await imagesOfFeedback(db, [id])).get(id) ?? [];
      return {
        id,
        images: images.map((image) => ({
          name: image.name,
          dataUrl: `data:${image.mediaType};base64,${image.base64}`,
        })),
      };
    },
  };
}
