import type { GameMenus } from '../stores/lobby';
import { $sideMenuVisible } from '../stores/side-menu';
import type { Permission } from '../stores/startup';
import { type ServiceLink, serviceLinks } from './agent/customer-service';
import { type SideMenuCategory, sideMenuCategories } from './navigation';

type PermissionInfo = Permission['info'];
type WhitelabelTree = PermissionInfo['whitelabel'];

/** A link the operator configured (permission resources): what it is and where it goes. */
export interface ResourceLink {
  /** The resource's `labelNameEn`: IOS, TELEGRAM, FACEBOOK ... */
  kind: string;
  href: string;
}

/** R2.61: the app downloads offered by QR code, in this order. */
export const APP_DOWNLOADS = ['IOS', 'MOBILECONFIG', 'Android'] as const;
/** R2.62: the side menu's service links, in this order. */
export const SIDE_MENU_SERVICES = ['LIVECHAT', 'TELEGRAM', 'FACEBOOK', 'WHATSAPP', 'VIBER'] as const;
/** R2.70: the footer's (and the side menu's official channels') social links, in this order. */
export const SOCIAL_LINKS = ['FACEBOOK', 'TIKTOK', 'YOUTUBE', 'TWITTER', 'INSTAGRAM', 'VIBER'] as const;

/** The player-site paths the side menu links to. */
export const SIDE_MENU_PATHS = {
  invite: '/member?page=referral',
  promotions: '/promotions',
  pointMall: '/pointMall',
  help: '/help',
} as const;

export type SideMenuSection =
  /** R2.67: the operator's promotion banners of group w_leftmenu. */
  | { id: 'banners' }
  | { id: 'invite'; path: string }
  | { id: 'promotions'; path: string }
  | { id: 'categories'; categories: SideMenuCategory[] }
  | { id: 'apps'; links: ResourceLink[] }
  | { id: 'services'; links: ResourceLink[] }
  | { id: 'language' }
  | { id: 'channels'; links: ResourceLink[] }
  | { id: 'pointMall'; path: string }
  | { id: 'help'; path: string }
  | { id: 'customerService'; link: ServiceLink };

export type SideMenuSectionId = SideMenuSection['id'];

export interface SideMenuInput {
  /** The startup permission's info: resources, whitelabel, customer service. */
  info: Pick<PermissionInfo, 'resources' | 'whitelabel' | 'customerService'> | null;
  /** The game menus (`$menus`); null while they load. */
  menus: GameMenus | null;
}

/** A whitelabel module's switch: true or false where the operator set it, undefined where absent. */
export function moduleSwitch(modId: string, tree: WhitelabelTree): boolean | undefined {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled;
    const below = moduleSwitch(modId, node.childrenNodes);
    if (below !== undefined) return below;
  }
  return undefined;
}

/** The operator's resources of one type, in `order` (matched without case), each kind once. */
export function resourceLinks(
  resources: PermissionInfo['resources'] | undefined,
  type: string,
  order: readonly string[],
): ResourceLink[] {
  const entries = resources?.[type] ?? [];
  const links: ResourceLink[] = [];
  for (const kind of order) {
    const found = entries.find((entry) => entry.labelNameEn.toUpperCase() === kind.toUpperCase());
    if (found && isSafeHref(found.url)) links.push({ kind, href: found.url });
  }
  return links;
}

/** Only web, mail and phone links reach an href: never `javascript:` from a misconfigured resource. */
function isSafeHref(url: string): boolean {
  return /^(https?:|mailto:|tel:|\/)/i.test(url);
}

/**
 * R2.59's side menu, in its order: invite friends, promotions, the game categories, app QR codes,
 * service links, the language select, official channels, point mall, help center and customer
 * service, with the w_leftmenu banners (R2.67) at the top. A section with nothing to show is left
 * out: invite friends without referral (R2.60), a menu entry the operator's whitelabel turned off
 * (PROMOTION, POINTMALL, HELPCENTER), links the operator has not configured.
 */
export function sideMenuSections({ info, menus }: SideMenuInput): SideMenuSection[] {
  const tree = info?.whitelabel ?? [];
  const offByOperator = (modId: string) => moduleSwitch(modId, tree) === false;
  const sections: SideMenuSection[] = [{ id: 'banners' }];
  // R2.60: referral must be switched on, not merely left unmentioned.
  if (moduleSwitch('REFERRAL', tree) === true) sections.push({ id: 'invite', path: SIDE_MENU_PATHS.invite });
  if (!offByOperator('PROMOTION')) sections.push({ id: 'promotions', path: SIDE_MENU_PATHS.promotions });
  // R2.31-R2.33: the same categories as the game navigation, from the sdk's one derivation.
  sections.push({ id: 'categories', categories: menus ? sideMenuCategories(menus) : [] });
  const apps = resourceLinks(info?.resources, 'APP_DOWNLOAD', APP_DOWNLOADS);
  if (apps.length > 0) sections.push({ id: 'apps', links: apps });
  const services = resourceLinks(info?.resources, 'SERVICE_LINK', SIDE_MENU_SERVICES);
  if (services.length > 0) sections.push({ id: 'services', links: services });
  sections.push({ id: 'language' });
  const channels = resourceLinks(info?.resources, 'SOCIAL', SOCIAL_LINKS);
  if (channels.length > 0) sections.push({ id: 'channels', links: channels });
  if (!offByOperator('POINTMALL')) sections.push({ id: 'pointMall', path: SIDE_MENU_PATHS.pointMall });
  if (!offByOperator('HELPCENTER')) sections.push({ id: 'help', path: SIDE_MENU_PATHS.help });
  // The merchant's first channel, live chat where there is one (the sdk's one reading of them).
  const [support] = serviceLinks(info?.customerService ?? []);
  if (support) sections.push({ id: 'customerService', link: support });
  return sections;
}

/**
 * R2.65, R2.66: shows or hides the side menu; 'reverse' flips whatever it is now. A menu that has
 * not settled its default yet (null) counts as hidden, so the first flip opens it.
 */
export function setSideMenuVisible(visible: boolean | 'reverse'): boolean {
  const next = visible === 'reverse' ? !$sideMenuVisible.get() : visible;
  $sideMenuVisible.set(next);
  return next;
}

/** The toggle in a header: flips the side menu (R2.66). */
export function toggleSideMenu(): boolean {
  return setSideMenuVisible('reverse');
}

/**
 * The side menu's starting state for a viewport, unless someone already chose: shown beside the
 * content on wide screens, closed (a drawer waiting for its toggle) on phones.
 */
export function settleSideMenuDefault(wide: boolean): boolean {
  const current = $sideMenuVisible.get();
  if (current !== null) return current;
  $sideMenuVisible.set(wide);
  return wide;
}
