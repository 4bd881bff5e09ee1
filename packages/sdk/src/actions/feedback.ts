import { ErrorCode } from '@lobbykit/api-client';
import {
  FEEDBACK_REMARK_MAX,
  FEEDBACK_WORDS_MAX,
  FEEDBACK_WORDS_MIN,
  type FeedbackCategory,
  type FeedbackItem,
  feedbackContentProblem,
  feedbackWordCount,
  sendFeedback as sendCall,
} from '@lobbykit/api-client/feedback';
import { getClient } from '../client/configure';
import { failureOf } from './failure';
import { assertRealAccount } from './member-center/records-member-only';
import { openModal } from './modal';
import type { ApplyImage } from './promotions/apply-images';
import { withKey } from './promotions/request-keys';

/** The modal the footer's "Feedback and complaints" link and the /feedback route open (R2.37). */
export const FEEDBACK_MODAL = 'feedback';

/** What the feedback form sends: images are picked and checked by their bytes with `addApplyImages`. */
export interface FeedbackForm {
  category: FeedbackCategory;
  content: string;
  remark: string;
  images: readonly ApplyImage[];
}

/** 'content_empty' is 'Please enter content'; 'content_words' is R5.38 with {0} and {1}. */
export type ContentProblem = 'content_empty' | 'content_words';
export type FeedbackRemarkProblem = 'remark_too_long';

/** The first failing rule of each field, as the server will judge it. */
export interface FeedbackFormProblems {
  content: ContentProblem | null;
  remark: FeedbackRemarkProblem | null;
}

/** The bounds the messages name: {0} and {1} of R5.38, the remark's 140 of R5.34. */
export const FEEDBACK_LIMITS = {
  wordsMin: FEEDBACK_WORDS_MIN,
  wordsMax: FEEDBACK_WORDS_MAX,
  remarkMax: FEEDBACK_REMARK_MAX,
} as const;

export { feedbackWordCount };

/** Checks the form as the server will, so each field's first error shows before anything is sent. */
export function feedbackFormProblems(form: Pick<FeedbackForm, 'content' | 'remark'>): FeedbackFormProblems {
  const content = feedbackContentProblem(form.content);
  return {
    content: content === 'empty' ? 'content_empty' : content === 'words' ? 'content_words' : null,
    remark: form.remark.trim().length > FEEDBACK_REMARK_MAX ? 'remark_too_long' : null,
  };
}

export type FeedbackOutcome =
  | { status: 'sent'; feedback: FeedbackItem }
  | { status: 'invalid'; problems: FeedbackFormProblems }
  /** The member's hourly allowance is spent: `minutes` until the server takes the next one. */
  | { status: 'throttled'; minutes: number };

/** The server's retryAfter (seconds) as whole minutes to wait, at least 1. */
export function feedbackWaitMinutes(retryAfterSeconds: number | undefined): number {
  return Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
}

// One key for the form until the server has answered for good: a retry after a lost answer is the
// same feedback, stored once.
const feedbackKeys = new Map<number, string>();

/**
 * R7.19: sends feedback or a complaint (PUT /wps/feedback) for a real member (R5.40). Nothing is
 * sent while a field fails; a retry after a failure sends the same requestId.
 */
export async function sendFeedback(form: FeedbackForm): Promise<FeedbackOutcome> {
  assertRealAccount();
  const problems = feedbackFormProblems(form);
  if (problems.content || problems.remark) return { status: 'invalid', problems };
  try {
    const feedback = await withKey(feedbackKeys, 0, 'feedback', (requestId) =>
      getClient().call(sendCall, {
        requestId,
        category: form.category,
        content: form.content.trim(),
        remark: form.remark.trim(),
        images: form.images.map((image) => ({ name: image.name, dataUrl: image.dataUrl })),
      }),
    );
    return { status: 'sent', feedback };
  } catch (error) {
    // The wait is the server's (the oldest of the hour's sends frees), not the generic 5 minutes.
    const failure = failureOf(error);
    if (failure.errorCode === ErrorCode.tooManyRequests) {
      return { status: 'throttled', minutes: feedbackWaitMinutes(failure.retryAfter ?? undefined) };
    }
    throw error;
  }
}

/** Opens the feedback modal (the footer link, the /feedback route). */
export function openFeedback(): void {
  openModal(FEEDBACK_MODAL);
}
