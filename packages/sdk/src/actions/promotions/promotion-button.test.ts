import { PROMOTION_STATUSES } from '@lobbykit/api-client/promotions';
import { describe, expect, it } from 'vitest';
import { mineFixture, promotionFixture } from '../../testing/promotion-fixtures';
import { promotionButton, promotionProgressShare } from './promotion-button';

const member = { isLogin: true, isTrial: false };
const guest = { isLogin: false, isTrial: false };
const trial = { isLogin: true, isTrial: true };

describe('which button a promotion shows', () => {
  it('R4.75 gives every member status a button: join, claim and apply act, the others only say the state', () => {
    const buttons = Object.fromEntries(
      PROMOTION_STATUSES.map((status) => [
        status,
        promotionButton(promotionFixture({ mine: mineFixture(status) }), member),
      ]),
    );
    expect(buttons).toEqual({
      join: { label: 'join', action: 'join' },
      claim: { label: 'claim', action: 'claim' },
      applying: { label: 'applying', action: null },
      rejected: { label: 'applyAgain', action: 'apply' },
      issued: { label: 'issued', action: null },
      claimed: { label: 'claimed', action: null },
      process: { label: 'process', action: null },
      signed: { label: 'signed', action: null },
      joined: { label: 'joined', action: null },
      closed: { label: 'closed', action: null },
      comingSoon: { label: 'comingSoon', action: null },
    });
  });

  it('R4.75 R7.55 a raffle in claim draws through the raffle claim', () => {
    const raffle = promotionFixture({ condition: { kind: 'raffle' }, mine: mineFixture('claim') });
    expect(promotionButton(raffle, member)).toEqual({ label: 'claim', action: 'raffle' });
  });

  it('R4.75 a manual promotion not applied for yet: its Join opens the application form', () => {
    const manual = promotionFixture({ condition: { kind: 'manual' }, mine: mineFixture('join') });
    expect(promotionButton(manual, member)).toEqual({ label: 'join', action: 'apply' });
  });

  it('R4.75 a manual promotion in joined or process offers Apply', () => {
    for (const status of ['joined', 'process'] as const) {
      const manual = promotionFixture({ condition: { kind: 'manual' }, mine: mineFixture(status) });
      expect(promotionButton(manual, member)).toEqual({ label: 'apply', action: 'apply' });
    }
  });

  it('R6.01 a guest sees what taking part starts, and pressing it asks for the login', () => {
    expect(promotionButton(promotionFixture(), guest)).toEqual({ label: 'claim', action: 'login' });
    expect(promotionButton(promotionFixture({ condition: { requiresJoin: true } }), guest)).toEqual({
      label: 'join',
      action: 'login',
    });
    expect(promotionButton(promotionFixture({ condition: { kind: 'manual' } }), guest)).toEqual({
      label: 'join',
      action: 'login',
    });
  });

  it('R4.75 a guest sees a coming or closed promotion as such, with nothing to press', () => {
    expect(promotionButton(promotionFixture({ phase: 'comingSoon' }), guest)).toEqual({
      label: 'comingSoon',
      action: null,
    });
    expect(promotionButton(promotionFixture({ phase: 'closed' }), guest)).toEqual({
      label: 'closed',
      action: null,
    });
  });

  it('R6.05 a trial player is asked to register a real account instead', () => {
    expect(promotionButton(promotionFixture({ condition: { requiresJoin: true } }), trial)).toEqual({
      label: 'join',
      action: 'registerFirst',
    });
  });

  it('a session that ended meanwhile shows the guest button, whatever `mine` still says', () => {
    expect(promotionButton(promotionFixture({ mine: mineFixture('claim') }), guest).action).toBe('login');
  });
});

describe('promotion progress', () => {
  it('is the share of the required turnover done, full once reached, null where nothing counts', () => {
    const at = (done: number, required: number) =>
      promotionProgressShare(
        promotionFixture({ mine: mineFixture('process', { progress: { done, required } }) }),
      );
    expect(at(1250, 5000)).toBe(0.25);
    expect(at(7000, 5000)).toBe(1);
    expect(at(0, 0)).toBe(1);
    expect(promotionProgressShare(promotionFixture({ mine: mineFixture('join') }))).toBeNull();
    expect(promotionProgressShare(promotionFixture())).toBeNull();
  });
});
