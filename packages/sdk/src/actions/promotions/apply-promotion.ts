import { applyPromotion as applyCall, type PromotionApplication } from '@lobbykit/api-client/promotions';
import { getClient } from '../../client/configure';
import { assertRealAccount } from '../member-center/records-member-only';
import { type ApplyForm, applyFormProblems } from './apply-form';
import { refreshRedCounters } from './promotions';
import { applyKeys, withKey } from './request-keys';

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
  refreshRedCounters();
  return { status: 'sent', application };
}
