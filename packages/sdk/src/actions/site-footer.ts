import type { GameMenus, GameTypeCode, VendorCard } from '../stores/lobby';
import type { Permission } from '../stores/startup';
import { type ServiceLink, serviceLinks } from './agent/customer-service';
import { topNavigation } from './navigation';
import { type ResourceLink, resourceLinks, SOCIAL_LINKS } from './site-menu';

type PermissionInfo = Permission['info'];

/** R2.72: the SEA lottery's vendor never shows among the footer's logos. */
export const FOOTER_HIDDEN_VENDORS: readonly string[] = ['TCG_SEA'];

/** R2.71: the age-limit mark. */
export const AGE_LIMIT = 18;

/** A product of the footer: a game category the merchant offers, and its page. */
export interface FooterProduct {
  id: GameTypeCode;
  path: string;
}

/** The help list's topics: anchors of the help center (/help#term is the spec's, R2.05). */
export const FOOTER_HELP_TOPICS = [
  { id: 'about', path: '/help#about' },
  { id: 'terms', path: '/help#term' },
  { id: 'privacy', path: '/help#privacy' },
  { id: 'responsible', path: '/help#responsible' },
  { id: 'faq', path: '/help#faq' },
] as const;

export type FooterHelpTopic = (typeof FOOTER_HELP_TOPICS)[number];

/**
 * R2.69: support, feedback/complaints and affiliate service, in this order. Support is the
 * merchant's first channel (live chat where there is one); feedback and complaints open the feedback
 * form (/feedback, R2.37, R7.19); affiliates (agents) sign in at /agent. Each has either a channel
 * `link` or a player-site `path`.
 */
export type FooterContact =
  | { id: 'support'; link: ServiceLink; path?: undefined }
  | { id: 'feedback' | 'affiliate'; path: string; link?: undefined };

/** The player site's route of the feedback modal (the footer's "Feedback and complaints"). */
export const FEEDBACK_PATH = '/feedback';

export interface SiteFooterContent {
  products: FooterProduct[];
  help: readonly FooterHelpTopic[];
  contact: FooterContact[];
  social: ResourceLink[];
  ageLimit: number;
  vendors: VendorCard[];
}

export interface SiteFooterInput {
  info: Pick<PermissionInfo, 'resources' | 'customerService'> | null;
  menus: GameMenus | null;
}

/**
 * R2.68's footer: products (the game categories the top navigation shows, R2.29-R2.30), the help
 * list, contact (R2.69), the social links in R2.70's order, the 18+ mark (R2.71), and the vendors'
 * logos once each, without TCG_SEA (R2.72). The licence text is words, not data.
 */
export function siteFooterContent({ info, menus }: SiteFooterInput): SiteFooterContent {
  const categories = menus ? topNavigation(menus) : [];
  const products = categories.flatMap((item) =>
    item.id === 'home' || item.id === 'promotions' || item.id === 'hot'
      ? []
      : [{ id: item.id, path: item.path }],
  );
  const channels = serviceLinks(info?.customerService ?? []);
  const contact: FooterContact[] = [];
  const [support] = channels;
  if (support) contact.push({ id: 'support', link: support });
  contact.push({ id: 'feedback', path: FEEDBACK_PATH });
  contact.push({ id: 'affiliate', path: '/agent' });
  return {
    products,
    help: FOOTER_HELP_TOPICS,
    contact,
    social: resourceLinks(info?.resources, 'SOCIAL', SOCIAL_LINKS),
    ageLimit: AGE_LIMIT,
    vendors: footerVendors(menus),
  };
}

/** Every vendor of the menus once, in menu order, leaving out R2.72's. */
export function footerVendors(menus: GameMenus | null): VendorCard[] {
  const seen = new Set<string>(FOOTER_HIDDEN_VENDORS);
  const vendors: VendorCard[] = [];
  for (const category of menus ?? []) {
    for (const vendor of category.vendors) {
      if (seen.has(vendor.vassalage)) continue;
      seen.add(vendor.vassalage);
      vendors.push(vendor);
    }
  }
  return vendors;
}
