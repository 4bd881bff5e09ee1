import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** A drawn image as the browser gets it: WebP bytes and the strong ETag of what they were drawn from. */
export interface RasterImage {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** Icons kept drawn in memory: about 3 KB each, so at most about 12 MB, however many games are asked for. */
export const RASTER_CACHE_SIZE = 4_000;

/**
 * Turns the server's SVG art into small WebP files, once per drawing. A browser decodes a WebP off
 * its main thread, where every distinct SVG `<img>` costs it a document of its own (style, layout,
 * text shaping) on the main thread: a grid scrolled past ~1,400 distinct SVG icons measured frames
 * of 250 ms at p95 (bench/RESULTS.md). The drawing is a pure function of catalogue data, so its hash
 * is the ETag and the cache key; the cache forgets the least recently asked drawing first, and two
 * requests for one drawing at once share one rasterisation.
 */
export function createRasteriser(limit = RASTER_CACHE_SIZE) {
  const cache = new Map<string, Promise<RasterImage>>();
  /** `scale` 1 draws the SVG at its own width and height; 1.2 draws a 200 px icon 240 px wide. */
  return function rasterise(svg: string, scale: number): Promise<RasterImage> {
    const key = createHash('sha1').update(`${scale}\n${svg}`).digest('base64url');
    const kept = cache.get(key);
    if (kept) {
      // Re-inserted: a Map iterates in insertion order, so the oldest key is the least recently used.
      cache.delete(key);
      cache.set(key, kept);
      return kept;
    }
    const drawn = sharp(Buffer.from(svg), { density: 72 * scale })
      .webp({ quality: 75, effort: 2 })
      .toBuffer()
      .then((body): RasterImage => ({ body: new Uint8Array(body), etag: `"${key}"` }));
    cache.set(key, drawn);
    // A failed drawing is not kept: the next request tries again.
    drawn.catch(() => cache.delete(key));
    while (cache.size > limit) cache.delete(cache.keys().next().value!);
    return drawn;
  };
}
