import type { Db } from '../../db/database';
import { bannerOf, promotionById, textsOf } from '../../db/promotions';
import { bannerSvg } from '../artwork/banner-art';
import { textIn } from './wire';

const CTA: Record<string, string> = { EN: 'Join now', TY: 'Sumali na', BN: 'যোগ দিন' };

export interface BannerImage {
  contentType: string;
  body: string | Buffer;
}

export interface PromotionBannerService {
  /** A promotion's banner: the operator's upload as stored, else art drawn from its words in `language`. */
  image(id: number, language: string | undefined): Promise<BannerImage | undefined>;
}

export function createPromotionBannerService(deps: { db: Db }): PromotionBannerService {
  return { image: (id, language) => bannerImage(deps.db, id, language) };
}

async function bannerImage(
  db: Db,
  id: number,
  language: string | undefined,
): Promise<BannerImage | undefined> {
  const row = await promotionById(db, id);
  if (!row) return undefined;
  if (!language) {
    const banner = await bannerOf(db, row.id);
    return banner ? { contentType: banner.mediaType, body: Buffer.from(banner.base64, 'base64') } : undefined;
  }
  const text = textIn(await textsOf(db, [row.id]), row.id, language.toUpperCase());
  const subline = text.summary.length > 56 ? `${text.summary.slice(0, 55)}…` : text.summary;
  const cta = CTA[language.toUpperCase()] ?? 'Join now';
  return {
    contentType: 'image/svg+xml; charset=utf-8',
    body: await bannerSvg(row.bannerHue, { headline: text.title, subline, cta }),
  };
}
