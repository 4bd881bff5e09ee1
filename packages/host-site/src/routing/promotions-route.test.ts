import { describe, expect, it } from 'vitest';
import { matchRoute, redirectFor } from './routes';

describe('the promotions route', () => {
  it('R2.18 R6.01 /promotions shows the promotions page to anyone, guests included', () => {
    const route = matchRoute('/promotions').route;
    expect(route?.page).toBe('promotions');
    expect(matchRoute('/Promotions/').route?.page).toBe('promotions');
    expect(redirectFor(route, { isLogin: false, isAgent: false, isTrial: false })).toBeNull();
    expect(redirectFor(route, { isLogin: true, isAgent: false, isTrial: true })).toBeNull();
  });

  it('R2.19 keeps the hash that selects a promotion', () => {
    expect(matchRoute('/promotions#weekly-turnover').hash).toBe('weekly-turnover');
  });

  it('R2.21 leaves /pointMall to its own page', () => {
    expect(matchRoute('/pointMall').route?.page).not.toBe('promotions');
  });
});
