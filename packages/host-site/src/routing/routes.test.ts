import { describe, expect, it } from 'vitest';
import { matchRoute, redirectFor } from './routes';

describe('player site routes', () => {
  it.each(['', '/', '/index', '/index.html', '/home', '/login', '/register', '/help', '/HOME', '/home/'])(
    'R2.01 shows the home page at %j',
    (path) => {
      expect(matchRoute(path || '/').route?.page).toBe('home');
    },
  );

  it('R2.02 /login opens the login popup', () => {
    expect(matchRoute('/login').route?.modal).toBe('login');
  });

  it('R2.03 /register opens the registration modal', () => {
    expect(matchRoute('/register').route?.modal).toBe('register');
  });

  it('R2.04 /help opens the help center, and R2.05 /help#term keeps its hash', () => {
    const match = matchRoute('/help#term');
    expect(match.route?.modal).toBe('help');
    expect(match.hash).toBe('term');
  });

  it('R2.23 sends an anonymous visitor on a login route to /login and lets a member stay', () => {
    const member = matchRoute('/member').route;
    expect(redirectFor(member, { isLogin: false, isAgent: false })).toBe('/login');
    expect(redirectFor(member, { isLogin: true, isAgent: false })).toBeNull();
  });

  it('R2.08 keeps the agent home bare and for agents only', () => {
    const agentHome = matchRoute('/agentHome').route;
    expect(agentHome?.bare).toBe(true);
    expect(redirectFor(agentHome, { isLogin: true, isAgent: false })).toBe('/');
    expect(redirectFor(agentHome, { isLogin: true, isAgent: true })).toBeNull();
  });

  it('matches routes case-insensitively and leaves unknown paths unmatched', () => {
    expect(matchRoute('/AgentHome').route?.name).toBe('agentHome');
    expect(matchRoute('/no-such-page').route).toBeNull();
  });
});
