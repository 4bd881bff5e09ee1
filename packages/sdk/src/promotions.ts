// @lobbykit/sdk/promotions: the promotions' behaviour (lists by type, the member's status and
// progress, join, claim, raffle claim, applications, and which button each status shows). A separate
// entry so the runtime and the lobby never carry it.

export type {
  MemberPromotionState,
  Promotion,
  PromotionApplication,
  PromotionStatus,
  PromotionType,
} from '@lobbykit/api-client/promotions';
export { PROMOTION_STATUSES, PROMOTION_TYPES } from '@lobbykit/api-client/promotions';
export {
  APPLICATION_REMARK_MAX,
  type ApplyForm,
  type ApplyFormProblems,
  applyFormProblems,
  type ImagesProblem,
  type RemarkProblem,
} from './actions/promotions/apply-form';
export {
  APPLY_IMAGE_MAX_BYTES,
  APPLY_IMAGE_MAX_COUNT,
  type ApplyImage,
  type ApplyImageFile,
  type ApplyImageProblem,
  type ApplyImageType,
  addApplyImages,
  checkApplyImage,
  imageTypeOf,
  readApplyImage,
} from './actions/promotions/apply-images';
export { type ApplyOutcome, applyForPromotion } from './actions/promotions/apply-promotion';
export {
  type PromotionAction,
  type PromotionButton,
  type PromotionButtonLabel,
  type PromotionViewer,
  promotionButton,
  promotionProgressShare,
} from './actions/promotions/promotion-button';
export { type PromotionRefusal, promotionRefusal } from './actions/promotions/promotion-refusal';
export {
  APPLICATIONS_PAGE_SIZE,
  claimPromotion,
  joinPromotion,
  loadClaimablePromotions,
  loadPromotion,
  loadPromotionApplications,
  loadPromotions,
  type PromotionApplicationPage,
  type PromotionClaimResult,
  promotionClaimable,
  promotionMatches,
} from './actions/promotions/promotions';
