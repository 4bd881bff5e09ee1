import { agentCenterRedirect, agentLoginRedirect } from '@lobbykit/sdk';
import type { GameTypeCode } from '@lobbykit/sdk/lobby';

/**
 * The player site's routes (spec section 2). Matching is case-insensitive (/vnLottery = /vnlottery),
 * as the decisions on the spec's unclear points settle.
 */
export type PageName =
  | 'home'
  | 'member'
  | 'agentHome'
  | 'gameList'
  | 'gameCentre'
  | 'lottery'
  | 'agentLogin'
  | 'promotions'
  | 'pointMall'
  | 'content';

/** What entering a route does besides showing its page. */
export type RouteModal = 'login' | 'register' | 'help' | 'feedback';

/** What a game page shows: a category's games, an account list, or a lottery. */
export interface GameView {
  gameType?: GameTypeCode;
  list?: 'hot' | 'favorite' | 'recent';
  lottery?: 'lottery' | 'sea' | 'vn';
}

export interface RouteDefinition {
  name: string;
  pattern: RegExp;
  page: PageName;
  /** An anonymous visitor is sent to /login (R2.23). */
  requiresLogin?: boolean;
  /**
   * A member or account feature: login required and not trial (R5.40, R6.05). A trial player is
   * warned ('in_need_true_account') and sent home.
   */
  requiresMember?: boolean;
  /** Only agents may stay; anyone else goes to the agent login (R2.116). */
  requiresAgent?: boolean;
  /** The agent login: a signed-in agent goes straight on to the agent center (R2.06, R6.11). */
  agentLogin?: boolean;
  /** The modal the route opens over its page (R2.02, R2.03, R2.04). */
  modal?: RouteModal;
  /** Without the player site's header, navigation and footer (R2.08). */
  bare?: boolean;
  /** Without the footer (R2.16, R2.22). */
  noFooter?: boolean;
  /** Without the game-list side navigation (R2.27). */
  noSideMenu?: boolean;
  game?: GameView;
  /** The seeded pages the route shows: the blog or the app install guides (R2.103). */
  content?: 'blog' | 'guide';
}

export const routes: readonly RouteDefinition[] = [
  // R2.01: '', /, /index, index.html, /home, /login, /register and /help all show the home page.
  { name: 'home', pattern: /^\/(index|index\.html|home)?$/i, page: 'home' },
  { name: 'login', pattern: /^\/login$/i, page: 'home', modal: 'login' },
  { name: 'register', pattern: /^\/register$/i, page: 'home', modal: 'register' },
  { name: 'help', pattern: /^\/help$/i, page: 'home', modal: 'help' },
  // R2.37: feedback and complaints, the footer's contact link; the form asks a guest to log in.
  { name: 'feedback', pattern: /^\/feedback$/i, page: 'home', modal: 'feedback' },
  // R2.18, R2.19, R6.01: the promotions, for anyone; an optional #hash selects one.
  { name: 'promotions', pattern: /^\/promotions$/i, page: 'promotions' },
  // R2.22, R2.27: /seamless, the lobby as a partner frames it: the games without the footer and
  // without the side menu (the site's own chrome belongs to the page around it).
  { name: 'seamless', pattern: /^\/seamless$/i, page: 'home', noFooter: true, noSideMenu: true },
  // R2.21, R6.01: the points mall, for anyone; redeeming asks a guest to log in.
  { name: 'pointMall', pattern: /^\/pointmall$/i, page: 'pointMall' },
  // R2.103: the member area's blog and app install guides, for anyone as the help center is (R6.01);
  // the hash names the page (/guides#android).
  { name: 'blog', pattern: /^\/blog$/i, page: 'content', content: 'blog' },
  { name: 'guides', pattern: /^\/guides$/i, page: 'content', content: 'guide' },
  { name: 'member', pattern: /^\/member$/i, page: 'member', requiresLogin: true, requiresMember: true },
  // R2.06: the agent login, without the player site's chrome.
  { name: 'agent', pattern: /^\/agent$/i, page: 'agentLogin', bare: true, agentLogin: true },
  // R2.07, R2.116: the agent center, for agents only (a guest too goes to the agent login).
  { name: 'agentHome', pattern: /^\/agenthome$/i, page: 'agentHome', requiresAgent: true, bare: true },
  // R2.10: game centre pages, a category's vendors.
  { name: 'sports', pattern: /^\/sports$/i, page: 'gameCentre', game: { gameType: 'SPORTS' } },
  { name: 'esports', pattern: /^\/esports$/i, page: 'gameCentre', game: { gameType: 'ESPORTS' } },
  { name: 'lott', pattern: /^\/lott$/i, page: 'gameCentre', game: { gameType: 'LOTT' } },
  { name: 'elott', pattern: /^\/elott$/i, page: 'gameCentre', game: { gameType: 'ELOTT' } },
  // R2.11, R2.12: game list centres; /rng takes ?vassalage=.
  { name: 'live', pattern: /^\/live$/i, page: 'gameList', game: { gameType: 'LIVE' } },
  { name: 'fish', pattern: /^\/fish$/i, page: 'gameList', game: { gameType: 'FISH' } },
  { name: 'rng', pattern: /^\/rng$/i, page: 'gameList', game: { gameType: 'RNG' } },
  { name: 'pvp', pattern: /^\/pvp$/i, page: 'gameList', game: { gameType: 'PVP' } },
  { name: 'hot', pattern: /^\/hot$/i, page: 'gameList', game: { list: 'hot' } },
  // R2.13: the account game lists.
  {
    name: 'favorite',
    pattern: /^\/favorite$/i,
    page: 'gameList',
    requiresLogin: true,
    requiresMember: true,
    game: { list: 'favorite' },
  },
  {
    name: 'recent',
    pattern: /^\/recent$/i,
    page: 'gameList',
    requiresLogin: true,
    requiresMember: true,
    game: { list: 'recent' },
  },
  // R2.14-R2.17, R2.27: the lotteries take ?gameCode=, need login and show no footer; /lottert is
  // /lottery with the side menu hidden, as are /vnlottery and /sealottery.
  {
    name: 'lottery',
    pattern: /^\/lottery$/i,
    page: 'lottery',
    requiresLogin: true,
    noFooter: true,
    game: { lottery: 'lottery' },
  },
  {
    name: 'lottert',
    pattern: /^\/lottert$/i,
    page: 'lottery',
    requiresLogin: true,
    noFooter: true,
    noSideMenu: true,
    game: { lottery: 'lottery' },
  },
  {
    name: 'seaLottery',
    pattern: /^\/sealottery$/i,
    page: 'lottery',
    requiresLogin: true,
    noFooter: true,
    noSideMenu: true,
    game: { lottery: 'sea' },
  },
  {
    name: 'vnLottery',
    pattern: /^\/vnlottery$/i,
    page: 'lottery',
    requiresLogin: true,
    noFooter: true,
    noSideMenu: true,
    game: { lottery: 'vn' },
  },
];

export interface RouteMatch {
  route: RouteDefinition | null;
  path: string;
  search: URLSearchParams;
  hash: string;
}

export function matchRoute(url: string): RouteMatch {
  const { pathname, search, hash } = new URL(url, 'http://site.invalid');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return {
    route: routes.find((route) => route.pattern.test(path)) ?? null,
    path,
    search: new URLSearchParams(search),
    hash: hash.slice(1),
  };
}

export interface Visitor {
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  /** A forced password change keeps an agent on /agent until it is done (R4.10). */
  mustChangePassword?: 'default' | 'expired' | null;
}

/** Where a visitor who may not see a route goes instead, or null when they may stay. */
export function redirectFor(route: RouteDefinition | null, visitor: Visitor): string | null {
  if (!route) return null;
  if (route.requiresAgent) return agentCenterRedirect(visitor);
  if (route.agentLogin) return agentLoginRedirect(visitor);
  if ((route.requiresLogin || route.requiresMember) && !visitor.isLogin) return '/login';
  if (stoppedAsTrial(route, visitor)) return '/';
  return null;
}

/** R5.40, R6.05: a trial player on a member route; the site warns them before sending them home. */
export function stoppedAsTrial(route: RouteDefinition | null, visitor: Visitor): boolean {
  return Boolean(route?.requiresMember && visitor.isLogin && visitor.isTrial);
}
