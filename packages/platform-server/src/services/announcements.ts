import { ErrorCode, type ParsedRequestOf, type ResponseOf } from '@lobbykit/api-client';
import type {
  adminCreateAnnouncement,
  announcements as announcementsEndpoint,
} from '@lobbykit/api-client/contract';
import type { Clock } from '../clock';
import { insertAnnouncement, liveAnnouncements } from '../db/announcements';
import type { Db } from '../db/database';
import { findMerchantByCode } from '../db/merchants';
import type { AnnouncementRow, AnnouncementText, MerchantRow } from '../db/schema/index';
import type { Viewer } from './catalogue';
import { DomainError } from './domain-error';

type Listing = ResponseOf<typeof announcementsEndpoint>;

export interface AnnouncementsService {
  /** `signedIn` picks execution A or B when the caller names none. */
  list(
    input: ParsedRequestOf<typeof announcementsEndpoint>,
    merchant: MerchantRow,
    viewer: Viewer,
    signedIn: boolean,
  ): Promise<Listing>;
  create(
    input: ParsedRequestOf<typeof adminCreateAnnouncement>,
  ): Promise<ResponseOf<typeof adminCreateAnnouncement>>;
}

/** The caller's language, else English, else whatever the operator wrote. */
function textIn(row: AnnouncementRow, language: string): AnnouncementText {
  return row.texts[language] ?? row.texts.EN ?? Object.values(row.texts)[0] ?? { title: '', content: '' };
}

/** A path on this server becomes absolute; an operator's CDN URL stays as given. */
const absolute = (url: string, baseUrl: string) => (url.startsWith('/') ? `${baseUrl}${url}` : url);

export function createAnnouncementsService(deps: { db: Db; clock: Clock }): AnnouncementsService {
  const { db, clock } = deps;
  return {
    async list(input, merchant, viewer, signedIn) {
      const execution = input.execution ?? (signedIn ? 'A' : 'B');
      const rows = await liveAnnouncements(db, merchant.id, input.types, clock.now());
      const listing: Listing = { banners: [], notices: [], popups: [] };
      for (const row of rows) {
        const text = textIn(row, viewer.language);
        if (row.type === 'B' && row.groupName) {
          listing.banners.push({
            id: row.id,
            groupName: row.groupName as 'w_home' | 'w_leftmenu',
            title: text.title,
            url: absolute(text.imageUrl ?? '', viewer.baseUrl),
            linkageType: row.linkageType,
            linkTarget: row.linkTarget,
          });
        } else if (row.type === 'H' || row.type === 'PL') {
          listing.notices.push({ id: row.id, type: row.type, title: text.title, content: text.content });
        } else if ((row.type === 'PU' || row.type === 'PR') && row.executions.includes(execution)) {
          listing.popups.push({
            id: row.id,
            type: row.type,
            execution,
            title: text.title,
            content: text.content,
            promotionType: row.promotionType,
          });
        }
      }
      return listing;
    },

    async create(input) {
      const merchant = await findMerchantByCode(db, input.merchantCode);
      if (!merchant) {
        throw new DomainError(ErrorCode.notFound, `No merchant ${input.merchantCode}`, {
          field: 'merchantCode',
        });
      }
      const row = await insertAnnouncement(db, {
        merchantId: merchant.id,
        type: input.type,
        executions: [...new Set(input.executions)],
        groupName: input.type === 'B' ? (input.groupName ?? null) : null,
        linkageType: input.linkageType,
        linkTarget: input.linkTarget,
        promotionType: input.promotionType ?? null,
        texts: input.texts,
        sortOrder: input.sortOrder,
        startsAt: input.startsAt ? new Date(input.startsAt) : null,
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
        createdAt: clock.now(),
      });
      return { id: row.id };
    },
  };
}
