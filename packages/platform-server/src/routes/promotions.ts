import { ErrorCode, TRIAL_TYPE } from '@lobbykit/api-client';
import {
  adminCreatePromotion,
  adminEditPromotion,
  adminPromotionApplicationImages,
  adminPromotionApplications,
  adminPromotions,
  adminReviewPromotionApplication,
  applyPromotion,
  availablePromo,
  claimPromotion,
  claimRafflePromotion,
  joinPromotion,
  PROOF_MAX_BYTES,
  PROOF_MAX_COUNT,
  promotionApplications,
  promotionDetail,
  promotionList,
} from '@lobbykit/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { type Bind, type Call, signedIn } from '../http/bind';
import { failure } from '../http/failure';
import { BODY_LIMIT_BYTES } from '../http/request-body';
import { IMAGE_ROOT } from '../services/game-item';
import type { MissionService } from '../services/missions/missions';
import type { PromotionBannerService } from '../services/promotions/banner';
import type { PromotionService, View } from '../services/promotions/member-promotions';
import type { PromotionOperatorService } from '../services/promotions/operator';
import { requireRealAccount } from '../services/trial-wall';

/** Three 5 MB images as base64 plus the rest of the body: an application may be this big. */
export const APPLICATION_BODY_LIMIT =
  PROOF_MAX_COUNT * Math.ceil((PROOF_MAX_BYTES * 4) / 3) + BODY_LIMIT_BYTES;
/** One banner image plus the promotion's words. */
export const BANNER_BODY_LIMIT = Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 4 * BODY_LIMIT_BYTES;

const viewOf = (call: Call): View => ({
  merchant: call.merchant,
  language: call.language,
  baseUrl: call.baseUrl,
});
const realMember = (call: Call) => requireRealAccount(signedIn(call).member);
/** Anonymous visitors and trial sessions browse without a member's side. */
const browsingMember = (call: Call) =>
  call.auth && call.auth.member.type !== TRIAL_TYPE ? call.auth.member : undefined;

/** /promotions for players (R2.18-R2.20, R6.01, R7.55) and the operator's side behind the admin key. */
export function promotionRoutes(
  bind: Bind,
  deps: {
    promotions: PromotionService;
    operator: PromotionOperatorService;
    /** Missions to collect count among what is available (R3.08). */
    missions: Pick<MissionService, 'claimableCount'>;
  },
): void {
  const { promotions, operator, missions } = deps;
  bind(promotionList, (input, call) => promotions.list(viewOf(call), browsingMember(call), input.type), {
    optionalAuth: true,
  });
  bind(promotionDetail, (input, call) => promotions.detail(viewOf(call), browsingMember(call), input), {
    optionalAuth: true,
  });
  // Trial sessions hit the trial wall here like every member feature (R5.40); the sdk never asks for them.
  bind(availablePromo, async (_input, call) => {
    const member = realMember(call);
    return {
      availablePromoCount:
        (await promotions.claimableCount(member)) + (await missions.claimableCount(member)),
      availablePromo: await promotions.referralEnabled(call.merchant),
    };
  });
  bind(joinPromotion, (input, call) => promotions.join(viewOf(call), realMember(call), input.id));
  bind(claimPromotion, (input, call) => promotions.claim(viewOf(call), realMember(call), input, false));
  bind(claimRafflePromotion, (input, call) => promotions.claim(viewOf(call), realMember(call), input, true));
  bind(applyPromotion, (input, call) => promotions.apply(viewOf(call), realMember(call), input), {
    bodyLimitBytes: APPLICATION_BODY_LIMIT,
  });
  bind(promotionApplications, (input, call) =>
    promotions.applications(viewOf(call), realMember(call), input),
  );

  bind(adminPromotions, (input, call) => operator.list(input.merchantCode, call.baseUrl));
  bind(adminCreatePromotion, (input, call) => operator.create(input, call.baseUrl), {
    bodyLimitBytes: BANNER_BODY_LIMIT,
  });
  bind(adminEditPromotion, (input, call) => operator.edit(input, call.baseUrl), {
    bodyLimitBytes: BANNER_BODY_LIMIT,
  });
  bind(adminPromotionApplications, (input) => operator.applications(input.merchantCode, input.status));
  bind(adminPromotionApplicationImages, (input) => operator.images(input.id));
  bind(adminReviewPromotionApplication, (input) => operator.review(input));
}

const CARD = /^(\d{1,9})-([a-z0-9]{1,12})\.(?:([a-z]{2})\.svg|img)$/;

/** Banners under the image root, immutable under their versioned names. */
export function promotionBannerRoutes(app: Hono<AppEnv>, banners: PromotionBannerService): void {
  app.get(`${IMAGE_ROOT}/promotions/:file`, async (c) => {
    const match = CARD.exec(c.req.param('file'));
    const image = match ? await banners.image(Number(match[1]), match[3]) : undefined;
    if (!image) return failure(c, ErrorCode.notFound, 'No banner');
    return c.body(image.body as string, 200, {
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
