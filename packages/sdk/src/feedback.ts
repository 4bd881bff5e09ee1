// @lobbykit/sdk/feedback: feedback and complaints (R2.37, R7.19, R5.34-R5.38). A separate entry so
// the runtime and the lobby never carry it, and the feedback modal's chunk carries nothing else.

export {
  FEEDBACK_CATEGORIES,
  type FeedbackCategory,
  type FeedbackItem,
} from '@lobbykit/api-client/feedback';
export {
  type ContentProblem,
  FEEDBACK_LIMITS,
  FEEDBACK_MODAL,
  type FeedbackForm,
  type FeedbackFormProblems,
  type FeedbackOutcome,
  type FeedbackRemarkProblem,
  feedbackFormProblems,
  feedbackWaitMinutes,
  feedbackWordCount,
  openFeedback,
  sendFeedback,
} from './actions/feedback';
export {
  APPLY_IMAGE_MAX_COUNT as FEEDBACK_IMAGE_MAX_COUNT,
  type ApplyImage as FeedbackImage,
  type ApplyImageProblem as FeedbackImageProblem,
  addApplyImages as addFeedbackImages,
} from './actions/promotions/apply-images';
