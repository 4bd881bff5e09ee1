import { describe, expect, it } from 'vitest';
import { matchRoute, redirectFor } from './routes';

describe('the agent login route', () => {
  it('R2.06 /agent shows the agent login page, bare of the site chrome, to anyone', () => {
    const route = matchRoute('/agent').route;
    expect(route).toMatchObject({ name: 'agent', page: 'agentLogin', bare: true });
    expect(matchRoute('/Agent').route?.name).toBe('agent');
    expect(redirectFor(route, { isLogin: false, isAgent: false, isTrial: false })).toBeNull();
  });

  it('R2.06 /agentHome stays the agent center, not the login', () => {
    expect(matchRoute('/agentHome').route?.name).toBe('agentHome');
  });

  it('R2.06 R6.11 a signed-in agent opening /agent goes straight to /agentHome; a player still sees the login', () => {
    const route = matchRoute('/agent').route;
    expect(redirectFor(route, { isLogin: true, isAgent: true, isTrial: false })).toBe('/agentHome');
    expect(redirectFor(route, { isLogin: true, isAgent: false, isTrial: false })).toBeNull();
    expect(redirectFor(route, { isLogin: true, isAgent: false, isTrial: true })).toBeNull();
  });
});
