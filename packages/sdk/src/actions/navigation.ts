import type { GameCategory, GameMenus, GameTypeCode, LobbyGameType, VendorCard } from '../stores/lobby';

/** A side-menu entry: HOME (no vendors) or a category with its vendors. */
export interface SideMenuCategory {
  gameCategory: LobbyGameType;
  vendors: VendorCard[];
}

/** R2.31-R2.33: HOME plus every category with a vendor; BINGO after LIVE, ESPORTS after SPORTS. */
export function sideMenuCategories(menus: GameMenus): SideMenuCategory[] {
  const categories = splitEsports(menus).filter((category) => category.vendors.length > 0); // R2.30
  moveAfter(categories, 'BINGO', 'LIVE');
  moveAfter(categories, 'ESPORTS', 'SPORTS');
  return [{ gameCategory: 'HOME', vendors: [] }, ...categories];
}

/** R2.33: e-sports vendors a server lists under SPORTS become the ESPORTS category. */
function splitEsports(menus: GameMenus): GameCategory[] {
  const categories = menus.map((category) => ({ ...category, vendors: [...category.vendors] }));
  const sports = categories.find((category) => category.gameCategory === 'SPORTS');
  const strays = sports?.vendors.filter((card) => card.gameType === 'ESPORTS') ?? [];
  if (!sports || strays.length === 0) return categories;
  sports.vendors = sports.vendors.filter((card) => card.gameType !== 'ESPORTS');
  let esports = categories.find((category) => category.gameCategory === 'ESPORTS');
  if (!esports) {
    esports = { gameCategory: 'ESPORTS', vendors: [] };
    categories.push(esports);
  }
  const known = new Set(esports.vendors.map((card) => card.vassalage));
  esports.vendors.push(...strays.filter((card) => !known.has(card.vassalage)));
  return categories;
}

function moveAfter(categories: GameCategory[], moved: GameTypeCode, anchor: GameTypeCode): void {
  const from = categories.findIndex((category) => category.gameCategory === moved);
  if (from < 0 || !categories.some((category) => category.gameCategory === anchor)) return;
  const [entry] = categories.splice(from, 1);
  const to = categories.findIndex((category) => category.gameCategory === anchor) + 1;
  if (entry) categories.splice(to, 0, entry);
}

/** The page of each category that has one (spec section 2 routes). */
export const CATEGORY_PATHS: Partial<Record<GameTypeCode, string>> = {
  ELOTT: '/elott',
  LOTT: '/lott',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
};

/**
 * A category with several vendors and no page of its own (bingo, cockfight): a click offers its
 * vendors as a list (the header's drop-down presentation, R2.55) instead of going to a page (R2.57).
 */
export function opensVendorList(category: { gameCategory: LobbyGameType; vendors: VendorCard[] }): boolean {
  return category.vendors.length > 1 && !CATEGORY_PATHS[category.gameCategory as GameTypeCode];
}

export type TopNavigationId = 'home' | 'promotions' | 'hot' | GameTypeCode;

export interface TopNavigationItem {
  id: TopNavigationId;
  path: string;
  /** The category's vendors for the drop-down; empty for home, promotions and hot. */
  vendors: VendorCard[];
}

/** R2.29's order: game categories between the fixed entries. */
const TOP_NAVIGATION: readonly TopNavigationId[] = [
  'home',
  'promotions',
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'hot',
];

const FIXED_PATHS: Readonly<Record<'home' | 'promotions' | 'hot', string>> = {
  home: '/',
  promotions: '/promotions',
  hot: '/hot',
};

/** R2.29, R2.30 and the decisions: home and promotions always, a game category only with a vendor. */
export function topNavigation(menus: GameMenus): TopNavigationItem[] {
  const byType = new Map(splitEsports(menus).map((category) => [category.gameCategory, category.vendors]));
  const items: TopNavigationItem[] = [];
  for (const id of TOP_NAVIGATION) {
    if (id === 'home' || id === 'promotions' || id === 'hot') {
      items.push({ id, path: FIXED_PATHS[id], vendors: [] });
      continue;
    }
    const vendors = byType.get(id) ?? [];
    const path = CATEGORY_PATHS[id];
    if (vendors.length > 0 && path) items.push({ id, path, vendors });
  }
  return items;
}

/** R2.56: over this many vendors the drop-down switches to its large layout. */
export const VENDOR_MENU_LARGE_OVER = 10;

export function vendorMenu(category: { vendors: VendorCard[] }): { vendors: VendorCard[]; large: boolean } {
  return { vendors: category.vendors, large: category.vendors.length > VENDOR_MENU_LARGE_OVER };
}
