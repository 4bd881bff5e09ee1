/**
 * The player site's routes (spec section 2). Matching is case-insensitive (/vnLottery = /vnlottery),
 * as the decisions on the spec's unclear points settle.
 */
export type PageName = 'home' | 'member' | 'agentHome';

/** What entering a route does besides showing its page. */
export type RouteModal = 'login' | 'register' | 'help';

export interface RouteDefinition {
  name: string;
  pattern: RegExp;
  page: PageName;
  /** An anonymous visitor is sent to /login (R2.23). */
  requiresLogin?: boolean;
  /** Only agents may stay; others go to /agent once that page exists, home until then. */
  requiresAgent?: boolean;
  /** The modal the route opens over its page (R2.02, R2.03, R2.04). */
  modal?: RouteModal;
  /** Routes without the player site's header and footer (R2.08). */
  bare?: boolean;
}

export const routes: readonly RouteDefinition[] = [
  // R2.01: '', /, /index, index.html, /home, /login, /register and /help all show the home page.
  { name: 'home', pattern: /^\/(index|index\.html|home)?$/i, page: 'home' },
  { name: 'login', pattern: /^\/login$/i, page: 'home', modal: 'login' },
  { name: 'register', pattern: /^\/register$/i, page: 'home', modal: 'register' },
  { name: 'help', pattern: /^\/help$/i, page: 'home', modal: 'help' },
  { name: 'member', pattern: /^\/member$/i, page: 'member', requiresLogin: true },
  {
    name: 'agentHome',
    pattern: /^\/agenthome$/i,
    page: 'agentHome',
    requiresLogin: true,
    requiresAgent: true,
    bare: true,
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
}

/** Where a visitor who may not see a route goes instead, or null when they may stay. */
export function redirectFor(route: RouteDefinition | null, visitor: Visitor): string | null {
  if (!route) return null;
  if (route.requiresLogin && !visitor.isLogin) return '/login';
  if (route.requiresAgent && !visitor.isAgent) return '/';
  return null;
}
