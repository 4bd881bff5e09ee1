import * as v from 'valibot';
import { endpoint } from './endpoint';
import { int4IdQuery, isoDateTime, text } from './fields';
import { requestId } from './member-center/common';
import { PROOF_MAX_COUNT, proofImage } from './member-center/proof-images';

/** What the feedback is about (R2.69: the footer's "feedback/complaints"). */
export const FEEDBACK_CATEGORIES = ['suggestion', 'complaint', 'other'] as const;
export const feedbackCategory = v.picklist(FEEDBACK_CATEGORIES);
export type FeedbackCategory = v.InferOutput<typeof feedbackCategory>;

/** R5.38: the content's word bounds, the {0} and {1} of 'Feedback content must be between {0} and {1} words'. */
export const FEEDBACK_WORDS_MIN = 5;
export const FEEDBACK_WORDS_MAX = 300;
/** Characters a content of 300 words can reasonably take; longer is refused before counting. */
export const FEEDBACK_CONTENT_MAX_CHARS = 4000;
/** R5.34: the remark (how to reach the member, order numbers ...) is at most 140 characters. */
export const FEEDBACK_REMARK_MAX = 140;
/** Feedback one member may send an hour (the server counts across processes). */
export const FEEDBACK_PER_HOUR = 5;

/** Words as a reader counts them: runs of letters or digits between spaces (EN, TY and BN alike). */
export function feedbackWordCount(content: string): number {
  return content.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Which rule the content breaks, or undefined: 'empty' (Please enter content) or 'words' (R5.38). */
export function feedbackContentProblem(content: string): 'empty' | 'words' | undefined {
  const words = feedbackWordCount(content);
  if (content.trim() === '') return 'empty';
  return words < FEEDBACK_WORDS_MIN || words > FEEDBACK_WORDS_MAX ? 'words' : undefined;
}

export const FEEDBACK_WORDS_MESSAGE = `Feedback content must be between ${FEEDBACK_WORDS_MIN} and ${FEEDBACK_WORDS_MAX} words`;

const feedbackContent = v.pipe(
  v.string(),
  v.maxLength(FEEDBACK_CONTENT_MAX_CHARS, FEEDBACK_WORDS_MESSAGE),
  v.trim(),
  v.minLength(1, 'Please enter content'),
  v.check((content) => feedbackContentProblem(content) === undefined, FEEDBACK_WORDS_MESSAGE),
);

/** One feedback as stored: the text exactly as written (shown as text, never as HTML). */
export const feedbackItem = v.object({
  id: v.number(),
  category: feedbackCategory,
  content: v.string(),
  remark: v.string(),
  imageCount: v.number(),
  createdAt: isoDateTime,
});
export type FeedbackItem = v.InferOutput<typeof feedbackItem>;

/**
 * R7.19: a real member (R5.40: trial accounts get in_need_true_account) sends feedback or a
 * complaint: content of 5 to 300 words (R5.38), an optional remark of at most 140 characters
 * (R5.34) and up to 3 png or jpg images of at most 5 MB each (R5.35-R5.37, the server checks the
 * bytes, as for promotion applications). A replay of the requestId answers the first feedback and
 * stores nothing more; at most 5 an hour per member.
 */
export const sendFeedback = endpoint({
  method: 'PUT',
  path: '/wps/feedback',
  auth: 'member',
  request: v.strictObject({
    requestId,
    category: feedbackCategory,
    content: feedbackContent,
    remark: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(FEEDBACK_REMARK_MAX)), ''),
    images: v.optional(v.pipe(v.array(proofImage), v.maxLength(PROOF_MAX_COUNT, 'At most 3 images')), []),
  }),
  response: feedbackItem,
});

export const adminFeedbackItem = v.object({
  ...feedbackItem.entries,
  account: v.string(),
});
export type AdminFeedbackItem = v.InferOutput<typeof adminFeedbackItem>;

/**
 * The merchant's feedback, newest first (at most 200), with the sender and how many images each
 * carries; the images themselves come one feedback at a time (adminFeedbackImages), so the list
 * stays small however large the images are.
 */
export const adminFeedback = endpoint({
  method: 'GET',
  path: '/admin/feedback',
  auth: 'admin',
  request: v.strictObject({
    merchantCode: v.pipe(v.string(), v.maxLength(16)),
    category: v.optional(feedbackCategory),
  }),
  response: v.array(adminFeedbackItem),
});

/** One feedback's images as the member sent them (data URLs, png or jpeg), for the operator to look at. */
export const adminFeedbackImages = endpoint({
  method: 'GET',
  path: '/admin/feedback/images',
  auth: 'admin',
  request: v.strictObject({ id: int4IdQuery }),
  response: v.object({ id: v.number(), images: v.array(v.object({ name: text(128), dataUrl: v.string() })) }),
});
