import { describe, expect, it } from 'vitest';
import { matchRoute, redirectFor } from './routes';

describe('the points mall route', () => {
  it('R2.21 R6.01 /pointMall shows the points mall to anyone, guests and trial players included', () => {
    const route = matchRoute('/pointMall').route;
    expect(route?.page).toBe('pointMall');
    expect(matchRoute('/pointmall').route?.page).toBe('pointMall');
    expect(matchRoute('/POINTMALL/').route?.page).toBe('pointMall');
    expect(redirectFor(route, { isLogin: false, isAgent: false, isTrial: false })).toBeNull();
    expect(redirectFor(route, { isLogin: true, isAgent: false, isTrial: true })).toBeNull();
  });
});
