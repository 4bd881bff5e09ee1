import { HELP_MODAL, helpTopicKeyOf } from '@lobbykit/sdk/help-center';
import { describe, expect, it } from 'vitest';
import { matchRoute, redirectFor, routes, stoppedAsTrial } from './routes';

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

  it('R2.04 /help opens the help center over the home page, and R2.05 /help#term keeps the hash that picks the terms', () => {
    const match = matchRoute('/help#term');
    // The modal the widgets register as the help center (widgets/src/register.test.tsx opens it).
    expect(match.route?.modal).toBe(HELP_MODAL);
    expect(match.route?.page).toBe('home');
    expect(helpTopicKeyOf(`#${match.hash}`)).toBe('term');
    expect(matchRoute('/HELP').route?.modal).toBe(HELP_MODAL);
  });

  it("R2.37 R2.69 /feedback, the footer's feedback link, opens the feedback modal over the home page", () => {
    // sdk's FEEDBACK_PATH (the footer link) and FEEDBACK_MODAL (the view widgets register).
    const match = matchRoute('/feedback');
    expect(match.route?.modal).toBe('feedback');
    expect(match.route?.page).toBe('home');
  });

  it('R2.23 sends an anonymous visitor on a login route to /login and lets a member stay', () => {
    const member = matchRoute('/member').route;
    expect(redirectFor(member, { isLogin: false, isAgent: false, isTrial: false })).toBe('/login');
    expect(redirectFor(member, { isLogin: true, isAgent: false, isTrial: false })).toBeNull();
  });

  it.each(['/member', '/favorite', '/recent', '/MEMBER'])(
    'R6.05 R5.40 sends a trial player on %s home with the trial warning; a real member stays',
    (path) => {
      const route = matchRoute(path).route;
      const trial = { isLogin: true, isAgent: false, isTrial: true };
      expect(redirectFor(route, trial)).toBe('/');
      expect(stoppedAsTrial(route, trial)).toBe(true);
      const player = { ...trial, isTrial: false };
      expect(redirectFor(route, player)).toBeNull();
      expect(stoppedAsTrial(route, player)).toBe(false);
      expect(redirectFor(route, { ...player, isLogin: false })).toBe('/login');
    },
  );

  it('R6.05 lets a trial player browse the home page and the game lists', () => {
    const trial = { isLogin: true, isAgent: false, isTrial: true };
    for (const path of ['/', '/rng', '/hot', '/live']) {
      expect(redirectFor(matchRoute(path).route, trial)).toBeNull();
      expect(stoppedAsTrial(matchRoute(path).route, trial)).toBe(false);
    }
  });

  it('R2.08 R2.116 keeps the agent home bare and for agents only: anyone else goes to /agent', () => {
    const agentHome = matchRoute('/agentHome').route;
    expect(agentHome?.bare).toBe(true);
    expect(redirectFor(agentHome, { isLogin: true, isAgent: false, isTrial: false })).toBe('/agent');
    expect(redirectFor(agentHome, { isLogin: true, isAgent: false, isTrial: true })).toBe('/agent');
    expect(redirectFor(agentHome, { isLogin: false, isAgent: false, isTrial: false })).toBe('/agent');
    expect(redirectFor(agentHome, { isLogin: true, isAgent: true, isTrial: false })).toBeNull();
  });

  it('matches routes case-insensitively and leaves unknown paths unmatched', () => {
    expect(matchRoute('/AgentHome').route?.name).toBe('agentHome');
    expect(matchRoute('/no-such-page').route).toBeNull();
  });
});

describe('game routes', () => {
  it.each(['/sports', '/esports', '/lott', '/elott'])('R2.10 %s is a game centre page', (path) => {
    expect(matchRoute(path).route?.page).toBe('gameCentre');
  });

  it.each(['/live', '/fish', '/rng', '/pvp', '/hot'])('R2.11 %s is a game list centre page', (path) => {
    expect(matchRoute(path).route?.page).toBe('gameList');
  });

  it('R2.12 /rng carries its vassalage query', () => {
    const match = matchRoute('/rng?vassalage=CQ9');
    expect(match.route?.game?.gameType).toBe('RNG');
    expect(match.search.get('vassalage')).toBe('CQ9');
  });

  it('R2.13 /favorite and /recent open an account game list that needs login', () => {
    for (const [path, list] of [
      ['/favorite', 'favorite'],
      ['/recent', 'recent'],
    ] as const) {
      const route = matchRoute(path).route;
      expect(route?.game?.list).toBe(list);
      expect(redirectFor(route, { isLogin: false, isAgent: false, isTrial: false })).toBe('/login');
    }
  });

  it.each([
    ['/lottery?gameCode=L1', 'lottery'],
    ['/seaLottery?gameCode=S1', 'sea'],
    ['/vnLottery?gameCode=V1', 'vn'],
  ])('R2.14 R2.15 R2.16 %s takes a gameCode, needs login and has no footer', (path, lottery) => {
    const match = matchRoute(path);
    expect(match.route?.game?.lottery).toBe(lottery);
    expect(match.search.get('gameCode')).toBeTruthy();
    expect(match.route?.noFooter).toBe(true);
    expect(redirectFor(match.route, { isLogin: false, isAgent: false, isTrial: false })).toBe('/login');
  });

  it('R2.17 R2.27 /lottert and /sealottery hide the side menu, and so does /vnlottery', () => {
    for (const path of ['/lottert', '/sealottery', '/vnlottery'])
      expect(matchRoute(path).route?.noSideMenu).toBe(true);
    expect(matchRoute('/lottery').route?.noSideMenu).toBeUndefined();
  });

  it('R2.22 R2.27 /seamless is a page of its own with no footer and no side menu', () => {
    const route = matchRoute('/Seamless').route;
    expect(route?.name).toBe('seamless');
    expect(route?.noFooter).toBe(true);
    expect(route?.noSideMenu).toBe(true);
    expect(redirectFor(route, { isLogin: false, isAgent: false, isTrial: false })).toBeNull();
  });

  it('R2.16 only the lotteries and /seamless drop the footer', () => {
    const withoutFooter = routes.filter((route) => route.noFooter).map((route) => route.name);
    expect(withoutFooter.sort()).toEqual(['lottert', 'lottery', 'seaLottery', 'seamless', 'vnLottery']);
  });

  it('R2.28 shows the side menu on the other routes', () => {
    const withoutSideMenu = routes.filter((route) => route.noSideMenu).map((route) => route.name);
    expect(withoutSideMenu.sort()).toEqual(['lottert', 'seaLottery', 'seamless', 'vnLottery']);
    for (const path of ['/', '/rng', '/live', '/sports', '/member', '/lottery', '/help', '/promotions']) {
      expect(matchRoute(path).route?.noSideMenu).toBeUndefined();
    }
  });
});
