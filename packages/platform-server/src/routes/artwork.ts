import { ErrorCode } from '@lobbykit/api-client';
import type { Hono } from 'hono';
import type { AppContext, AppEnv } from '../http/app-env';
import { failure } from '../http/failure';
import { matchesEtag } from '../http/prebuilt-body';
import type { ArtworkService } from '../services/artwork/artwork';
import type { RasterImage } from '../services/artwork/raster';
import { IMAGE_ROOT } from '../services/game-item';

const GAME_FILE = /^(\d{1,9})(-tile)?\.svg$/;
const GAME_RASTER = /^(\d{1,9})(-tile)?\.webp$/;
const VENDOR_FILE = /^([A-Za-z0-9_]{1,32})\.svg$/;
const VENDOR_RASTER = /^([A-Za-z0-9_]{1,32})\.webp$/;
const BANNER_FILE = /^([a-z0-9-]{1,64})\.([a-z]{2})\.svg$/;

/**
 * An image never changes under its URL (art is drawn from the game's id and name), so browsers and
 * CDNs keep it for a year. The CSP keeps an SVG opened on its own from running anything.
 */
function svg(c: AppContext, body: string): Response {
  return c.body(body, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
  });
}

/** The same, for a WebP drawn from the art: its ETag answers a revalidation with 304 and no body. */
function webp(c: AppContext, image: RasterImage): Response {
  const headers = {
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: image.etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (matchesEtag(c.req.header('If-None-Match'), image.etag)) return c.body(null, 304, headers);
  return c.body(image.body, 200, { ...headers, 'Content-Type': 'image/webp' });
}

const missing = (c: AppContext, what: string) => failure(c, ErrorCode.notFound, `No ${what}`);

/** Game icons and tiles and vendor logos (SVG, and the WebP the catalogue links), and banners under the image root that `imageCDNs` names. */
export function artworkRoutes(app: Hono<AppEnv>, artwork: ArtworkService): void {
  app.get(`${IMAGE_ROOT}/games/:file`, async (c) => {
    const file = c.req.param('file');
    const match = GAME_FILE.exec(file);
    if (match) {
      const image = await artwork.game(Number(match[1]), match[2] ? 'tile' : 'icon');
      if (image) return svg(c, image);
    }
    const raster = GAME_RASTER.exec(file);
    const image = raster
      ? await artwork.gameRaster(Number(raster[1]), raster[2] ? 'tile' : 'icon')
      : undefined;
    return image ? webp(c, image) : missing(c, 'game image');
  });
  app.get(`${IMAGE_ROOT}/vendors/:file`, async (c) => {
    const file = c.req.param('file');
    const match = VENDOR_FILE.exec(file);
    if (match) {
      const image = await artwork.vendor(match[1]!);
      if (image) return svg(c, image);
    }
    const raster = VENDOR_RASTER.exec(file);
    const image = raster ? await artwork.vendorRaster(raster[1]!) : undefined;
    return image ? webp(c, image) : missing(c, 'vendor logo');
  });
  app.get(`${IMAGE_ROOT}/banners/:file`, async (c) => {
    const match = BANNER_FILE.exec(c.req.param('file'));
    const image = match ? await artwork.banner(match[1]!, match[2]!) : undefined;
    return image ? svg(c, image) : missing(c, 'banner');
  });
}
