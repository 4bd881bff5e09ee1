import { ApiError, type ResponseOf } from '@lobbykit/api-client';
import {
  applyPromotion as applyCall,
  claimPromotion as claimCall,
  joinPromotion as joinCall,
  type Promotion,
  type PromotionApplication,
  type PromotionType,
  promotionApplications,
  promotionDetail,
  promotionList,
  claimRafflePromotion as raffleCall,
} from '@lobbykit/api-client/promotions';
import { getClient } from '../../client/configure';
import { refreshBalance } from '../balance';
import { refreshCounters } from '../member-center/counters';
import { assertRealAccount } from '../member-center/records-member-only';
import { type ApplyForm, applyFormProblems } from './apply-form';

export type PromotionClaimResult = ResponseOf<typeof claimCall>;
export type PromotionApplicationPage = ResponseOf<typeof promotionApplications>;

export const APPLICATIONS_PAGE_SIZE = 20;

/**
 * R2.18, R3.37, R6.01: the merchant's promotions, one type or all. A guest browses them too; with
 * a session each carries the member's status and progress (`mine`).
 */
export function loadPromotions(type?: PromotionType): Promise<Promotion[]> {
  return getClient().call(promotionList, type ? { type } : {});
}

/**
 * R2.19: the promotion a `/promotions#<ref>` names, by its id (digits) or its code (a slug, as a
 * banner's PROMOTION linkage carries it). Null for a ref that can name neither, without a request.
 */
export function loadPromotion(ref: string): Promise<Promotion> | null {
  const value = ref.trim();
  if (/^\d{1,9}$/.test(value)) return getClient().call(promotionDetail, { id: Number(value) });
  if (/^[a-z0-9][a-z0-9-]{0,63}$/.test(value)) return getClient().call(promotionDetail, { code: value });
  return null;
}

/** Whether `promotion` is the one a hash names (its id or its code). */
export function promotionMatches(promotion: Promotion, ref: string): boolean {
  return ref !== '' && (String(promotion.id) === ref || promotion.code === ref);
}

/** Joins a promotion that counts from the join; answers it with the member's new state. */
export async function joinPromotion(id: number): Promise<Promotion> {
  assertRealAccount();
  return getClient().call(joinCall, { id });
}

// One idempotency key per promotion until the server has answered for good: a claim (or an
// application) retried after a lost answer is the same one, and moves money once.
const claimKeys = new Map<number, string>();
const applyKeys = new Map<number, string>();

function keyFor(keys: Map<number, string>, id: number, prefix: string): string {
  let key = keys.get(id);
  if (!key) {
    key = `${prefix}-${id}-${crypto.randomUUID()}`;
    keys.set(id, key);
  }
  return key;
}

/** A refusal the server decided (bad input, conflict, not found): a retry is a new attempt. */
function answeredForGood(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

async function withKey<T>(
  keys: Map<number, string>,
  id: number,
  prefix: string,
  send: (key: string) => Promise<T>,
): Promise<T> {
  const key = keyFor(keys, id, prefix);
  try {
    const answer = await send(key);
    keys.delete(id);
    return answer;
  } catch (error) {
    if (answeredForGood(error)) keys.delete(id);
    throw error;
  }
}

/**
 * Claims the bonus a promotion's `claim` status offers, or draws a raffle's prize (R7.55,
 * MCS2_claimRafflePromotion). A retry after a failure sends the same requestId. Afterwards the
 * header balance reloads (and `lobbykit:balance` tells the host) and the red counters follow.
 */
export async function claimPromotion(
  promotion: Pick<Promotion, 'id' | 'condition'>,
): Promise<PromotionClaimResult> {
  assertRealAccount();
  const endpoint = promotion.condition.kind === 'raffle' ? raffleCall : claimCall;
  const answer = await withKey(claimKeys, promotion.id, 'promo', (requestId) =>
    getClient().call(endpoint, { id: promotion.id, requestId }),
  );
  void refreshBalance();
  void refreshCounters();
  return answer;
}

export type ApplyOutcome =
  | { status: 'sent'; application: PromotionApplication }
  | { status: 'invalid'; problems: ReturnType<typeof applyFormProblems> };

/**
 * Applies for a manual promotion with a remark and 1 to 3 screenshots. The form is checked first
 * (nothing is sent while a field fails); a retry after a failure sends the same requestId.
 */
export async function applyForPromotion(id: number, form: ApplyForm): Promise<ApplyOutcome> {
  assertRealAccount();
  const problems = applyFormProblems(form);
  if (problems.remark || problems.images) return { status: 'invalid', problems };
  const application = await withKey(applyKeys, id, 'apply', (requestId) =>
    getClient().call(applyCall, {
      id,
      requestId,
      remark: form.remark.trim(),
      images: form.images.map((image) => ({ name: image.name, dataUrl: image.dataUrl })),
    }),
  );
  void refreshCounters();
  return { status: 'sent', application };
}

/** The member's applications, newest first (R4.74 statuses). */
export function loadPromotionApplications(
  pageNo = 1,
  status?: PromotionApplication['status'],
): Promise<PromotionApplicationPage> {
  assertRealAccount();
  return getClient().call(promotionApplications, {
    ...(status ? { status } : {}),
    pageNo,
    pageSize: APPLICATIONS_PAGE_SIZE,
  });
}
