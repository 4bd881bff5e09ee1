import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gameIconSvg } from './game-art';
import { createRasteriser } from './raster';

const icon = (id: number) => gameIconSvg({ id, name: `Game ${id}`, vendorName: 'Vendor', gameType: 'RNG' });

describe('rasterised game art', () => {
  it('draws an SVG as a WebP at the asked scale, with the hash of the drawing as its ETag', async () => {
    const rasterise = createRasteriser();
    const image = await rasterise(icon(1), 1.2);
    const meta = await sharp(image.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 240, height: 240 });
    expect(image.etag).toMatch(/^"[\w-]{27}"$/);
    expect((await rasterise(icon(2), 1.2)).etag).not.toBe(image.etag);
    expect((await rasterise(icon(1), 1)).etag).not.toBe(image.etag);
  });

  it('draws each drawing once, even when asked twice at the same time', async () => {
    const rasterise = createRasteriser();
    const [first, second] = [rasterise(icon(3), 1), rasterise(icon(3), 1)];
    expect(second).toBe(first);
    expect(await rasterise(icon(3), 1)).toBe(await first);
  });

  it('keeps at most its limit, forgetting the least recently asked drawing first', async () => {
    const rasterise = createRasteriser(2);
    const one = rasterise(icon(4), 1);
    const two = rasterise(icon(5), 1);
    expect(rasterise(icon(4), 1)).toBe(one);
    rasterise(icon(6), 1);
    // 5 was the least recently asked: drawn again; 4 was asked since and is kept.
    expect(rasterise(icon(4), 1)).toBe(one);
    expect(rasterise(icon(5), 1)).not.toBe(two);
    await Promise.all([one, two]);
  });

  it('refuses what is not an image, and does not keep the failure', async () => {
    const rasterise = createRasteriser();
    const broken = rasterise('<not-svg', 1);
    await expect(broken).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rasterise('<not-svg', 1)).not.toBe(broken);
    await expect(rasterise('<not-svg', 1)).rejects.toThrow();
  });
});
