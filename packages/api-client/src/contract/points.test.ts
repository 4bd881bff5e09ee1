import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminAdjustPoints } from './admin-points';
import {
  convertPoints,
  pointBalance,
  pointConfig,
  pointRewards,
  redeemDetail,
  redeemList,
  redeemReward,
} from './points';

describe('points contract', () => {
  it('R7.61 balance, reward, config and redeem list are under /wps/relay/MCS2_*; R6.01 guests read the catalogue', () => {
    for (const call of [pointBalance, pointRewards, pointConfig, redeemList]) {
      expect(call.path).toMatch(/^\/wps\/relay\/MCS2_/);
      expect(call.method).toBe('GET');
    }
    expect(pointRewards.auth).toBe('public');
    expect(pointConfig.auth).toBe('public');
    expect(pointBalance.auth).toBe('member');
  });

  it('R7.62 redeem and convert are encrypted, payment-password-checked, under /wps/relay/passwordCheck/', () => {
    for (const call of [redeemReward, convertPoints]) {
      expect(call.path).toMatch(/^\/wps\/relay\/passwordCheck\/MCS2_/);
      expect(call.encrypted).toBe(true);
      expect(call.auth).toBe('member');
    }
    expect(
      v.is(redeemReward.request, { rewardId: 1, paymentPassword: '123456', requestId: 'redeem-0001' }),
    ).toBe(true);
    expect(v.is(redeemReward.request, { rewardId: 1, requestId: 'redeem-0001' })).toBe(false);
  });

  it('ids carry their column bounds and points are whole and bounded', () => {
    const redeem = (rewardId: unknown) => ({ rewardId, paymentPassword: '123456', requestId: 'redeem-0001' });
    expect(v.is(redeemReward.request, redeem(2_147_483_648))).toBe(false);
    expect(v.is(redeemReward.request, redeem(0))).toBe(false);
    expect(v.is(redeemDetail.request, { id: '99999999999' })).toBe(false);
    const convert = (points: unknown) => ({ points, paymentPassword: '123456', requestId: 'convert-0001' });
    expect(v.is(convertPoints.request, convert(10))).toBe(true);
    expect(v.is(convertPoints.request, convert(1.5))).toBe(false);
    expect(v.is(convertPoints.request, convert(0))).toBe(false);
    expect(v.is(convertPoints.request, convert(10_000_001))).toBe(false);
    const adjust = (points: unknown) => ({
      merchantCode: 'ph',
      account: 'demo01',
      points,
      remark: 'x',
      requestId: 'adjust-001',
    });
    expect(v.is(adminAdjustPoints.request, adjust(-5))).toBe(true);
    expect(v.is(adminAdjustPoints.request, adjust(0))).toBe(false);
  });
});
