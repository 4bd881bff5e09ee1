import {
  adminFeedback,
  adminFeedbackImages,
  PROOF_MAX_BYTES,
  PROOF_MAX_COUNT,
  sendFeedback,
} from '@lobbykit/api-client/contract';
import { type Bind, signedIn } from '../http/bind';
import { BODY_LIMIT_BYTES } from '../http/request-body';
import type { FeedbackService } from '../services/feedback';

/** Three 5 MB images as base64 plus the words: a feedback may be this big. */
export const FEEDBACK_BODY_LIMIT = PROOF_MAX_COUNT * Math.ceil((PROOF_MAX_BYTES * 4) / 3) + BODY_LIMIT_BYTES;

/** R7.19 feedback and complaints from real members, and the operator's list behind the admin key. */
export function feedbackRoutes(bind: Bind, service: FeedbackService): void {
  bind(sendFeedback, (input, call) => service.send(call.merchant, signedIn(call).member, input), {
    bodyLimitBytes: FEEDBACK_BODY_LIMIT,
  });
  bind(adminFeedback, (input) => service.list(input));
  bind(adminFeedbackImages, (input) => service.images(input.id));
}
