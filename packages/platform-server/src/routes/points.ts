import { ErrorCode } from '@lobbykit/api-client';
import {
  adminAdjustPoints,
  adminPointRedemptions,
  adminPointRewards,
  adminPointSettings,
  adminReviewPointRedemption,
  adminSavePointReward,
  convertPoints,
  pointBalance,
  pointConfig,
  pointRecords,
  pointRewards,
  redeemDetail,
  redeemList,
  redeemReward,
} from '@lobbykit/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { type Bind, type Call, signedIn } from '../http/bind';
import { failure } from '../http/failure';
import { IMAGE_ROOT } from '../services/game-item';
import type { PointCatalogueEditor } from '../services/points/catalogue-editor';
import type { PointsService, PointsView } from '../services/points/member-points';
import type { PointsOperatorService } from '../services/points/operator';
import { rewardArt } from '../services/points/reward-art';
import { requireRealAccount } from '../services/trial-wall';

const viewOf = (call: Call): PointsView => ({
  merchant: call.merchant,
  language: call.language,
  baseUrl: call.baseUrl,
});
/** Points are an account feature: trial sessions hit the trial wall (R5.40). */
const realMember = (call: Call) => requireRealAccount(signedIn(call).member);

/** The points mall (R2.21, R3.35, R4.74, R6.01, R7.61, R7.62, R9.40) and its operator side. */
export function pointRoutes(
  bind: Bind,
  deps: { points: PointsService; operator: PointsOperatorService; catalogue: PointCatalogueEditor },
): void {
  const { points, operator, catalogue } = deps;
  bind(pointConfig, (_input, call) => points.config(call.merchant));
  bind(pointRewards, (_input, call) => points.rewards(viewOf(call)));
  bind(pointBalance, (_input, call) => points.balance(realMember(call)));
  bind(pointRecords, (input, call) => points.records(realMember(call), input));
  bind(redeemList, (input, call) => points.redemptions(viewOf(call), realMember(call), input));
  bind(redeemDetail, (input, call) => points.redemption(viewOf(call), realMember(call), input.id));
  bind(redeemReward, (input, call) => points.redeem(viewOf(call), realMember(call), input));
  bind(convertPoints, (input, call) => points.convert(realMember(call), input));

  bind(adminAdjustPoints, (input) => operator.adjust(input));
  bind(adminPointRedemptions, (input) => operator.redemptions(input.merchantCode, input.status));
  bind(adminReviewPointRedemption, (input) => operator.review(input));
  bind(adminPointSettings, (input) => catalogue.settings(input));
  bind(adminPointRewards, (input) => catalogue.rewards(input.merchantCode));
  bind(adminSavePointReward, (input) => catalogue.saveReward(input));
}

const ART = /^reward-(\d{1,3})\.svg$/;

/** A reward card's generated art, immutable under its name. */
export function pointArtRoutes(app: Hono<AppEnv>): void {
  app.get(`${IMAGE_ROOT}/points/:file`, (c) => {
    const match = ART.exec(c.req.param('file'));
    const hue = match ? Number(match[1]) : Number.NaN;
    if (!(hue >= 0 && hue < 360)) return failure(c, ErrorCode.notFound, 'No image');
    return c.body(rewardArt(hue), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
