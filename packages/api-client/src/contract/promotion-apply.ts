import * as v from 'valibot';
import { endpoint } from './endpoint';
import { int4Id, trimmed } from './fields';
import { requestId } from './member-center/common';
import { PROOF_MAX_COUNT, proofImage } from './member-center/proof-images';
import { APPLICATION_REMARK_MAX, promotionApplication } from './promotions';

// A module of its own: only the application form sends it, so the proof-image schema it checks the
// screenshots with loads with that form and never with the promotions list (issue 12's 12 KB budget).

/**
 * Applies for a manual promotion: a remark of at most 140 characters and 1 to 3 png or jpg images of
 * at most 5 MB each (the server checks the bytes). One application waits at a time; after a
 * rejection the member may apply again. A replay of the requestId answers the first application.
 */
export const applyPromotion = endpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_applyPromotion',
  auth: 'member',
  request: v.strictObject({
    id: int4Id,
    requestId,
    remark: trimmed(1, APPLICATION_REMARK_MAX),
    images: v.pipe(
      v.array(proofImage),
      v.minLength(1, 'Attach at least one image'),
      v.maxLength(PROOF_MAX_COUNT, 'At most 3 images'),
    ),
  }),
  response: promotionApplication,
});
