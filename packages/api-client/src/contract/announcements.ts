import * as v from 'valibot';
import { endpoint } from './endpoint';
import { isoDateTime, text } from './fields';

/**
 * Announcement types (R9.02): B banner, H home marquee notice, PL platform notice (marquee and the
 * notice bell), PU popup, PR promotion popup.
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const announcementType = v.picklist(ANNOUNCEMENT_TYPES);

/** Who sees it (R4.39-R4.41): A signed-in players, B anonymous visitors, F a first login. */
export const announcementExecution = v.picklist(['A', 'B', 'F']);

/** Banner groups (R3.09): the home carousel and the side menu's promotion banner (R2.67). */
export const bannerGroup = v.picklist(['w_home', 'w_leftmenu']);

/** What a banner click does: nothing, open a URL, go to a site route, start a game (by game code), open a promotion. */
export const linkageType = v.picklist(['NONE', 'URL', 'ROUTE', 'GAME', 'PROMOTION']);

/** Longest announcement body accepted, per language: the HTML is stored as given and sanitised where shown. */
export const ANNOUNCEMENT_CONTENT_MAX = 20_000;

const TYPES_MESSAGE = 'types is a comma-separated list of B, PL, PU, PR, H';
const typeList = v.pipe(
  v.string(),
  v.maxLength(64),
  v.transform((value) => value.split(',').map((type) => type.trim())),
  v.check(
    (types) => types.every((type) => (ANNOUNCEMENT_TYPES as readonly string[]).includes(type)),
    TYPES_MESSAGE,
  ),
  v.transform((types) => types as (typeof ANNOUNCEMENT_TYPES)[number][]),
);

export const banner = v.object({
  id: v.number(),
  groupName: bannerGroup,
  title: v.string(),
  /** The image. */
  url: v.string(),
  linkageType,
  /** The URL, route, game code or promotion id the linkage names; empty for NONE. */
  linkTarget: v.string(),
});

export const notice = v.object({
  id: v.number(),
  type: v.picklist(['H', 'PL']),
  title: v.string(),
  content: v.string(),
});

export const popup = v.object({
  id: v.number(),
  type: v.picklist(['PU', 'PR']),
  execution: announcementExecution,
  title: v.string(),
  /** HTML as the operator wrote it: sanitise before showing. */
  content: v.string(),
  promotionType: v.nullable(v.string()),
});

/**
 * Banners, marquee notices and popups for the caller's merchant and language (R7.48, R7.49), in the
 * operator's order. Without `execution` the server picks A for a signed-in caller (a valid token)
 * and B otherwise; banners and notices show to everyone, popups only to the asked execution.
 */
export const announcements = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  request: v.strictObject({
    types: v.optional(typeList, 'B,PL,PU,PR,H'),
    platform: v.optional(text(8)),
    execution: v.optional(announcementExecution),
    language: v.optional(text(16)),
  }),
  response: v.object({ banners: v.array(banner), notices: v.array(notice), popups: v.array(popup) }),
});

const announcementText = v.strictObject({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  content: v.optional(v.pipe(v.string(), v.maxLength(ANNOUNCEMENT_CONTENT_MAX)), ''),
  /** A banner's image: an absolute URL or a path on this server. */
  imageUrl: v.optional(
    v.pipe(v.string(), v.maxLength(500), v.regex(/^(https?:\/\/|\/)/, 'An absolute URL or a path')),
  ),
});

/** An operator publishes an announcement; `texts` is keyed by language code (EN, TY, BN ...). */
export const adminCreateAnnouncement = endpoint({
  method: 'POST',
  path: '/admin/announcements',
  auth: 'admin',
  request: v.pipe(
    v.strictObject({
      merchantCode: text(16),
      type: announcementType,
      executions: v.pipe(v.array(announcementExecution), v.minLength(1), v.maxLength(3)),
      groupName: v.optional(bannerGroup),
      linkageType: v.optional(linkageType, 'NONE'),
      linkTarget: v.optional(text(500), ''),
      promotionType: v.optional(text(32)),
      sortOrder: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)), 0),
      startsAt: v.optional(isoDateTime),
      endsAt: v.optional(isoDateTime),
      texts: v.pipe(
        v.record(
          v.pipe(v.string(), v.regex(/^[A-Z]{2}(-[A-Z]{2})?$/, 'A language code such as EN')),
          announcementText,
        ),
        v.check((texts) => Object.keys(texts).length > 0, 'Give the text in at least one language'),
      ),
    }),
    v.forward(
      v.check(
        (input) =>
          input.type !== 'B' ||
          (input.groupName !== undefined && Object.values(input.texts).every((t) => t.imageUrl)),
        'A banner needs a groupName and an imageUrl in every language',
      ),
      ['groupName'],
    ),
  ),
  response: v.object({ id: v.number() }),
});
