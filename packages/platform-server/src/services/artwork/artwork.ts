import { gameById, vendorNamed } from '../../db/catalogue';
import type { Db } from '../../db/database';
import { bannerArt } from '../../seed/banner-art';
import { FOOTER_VENDOR_ICONS } from '../../seed/catalogue-vendors';
import { bannerSvg } from './banner-art';
import { gameIconSvg, gameTileSvg, vendorLogoSvg } from './game-art';
import { createRasteriser, type RasterImage } from './raster';

/** The WebP game art's scale: a 240 px icon fills a card (104 to ~200 CSS px), a 400 px tile a lane. */
const RASTER_SCALE = { icon: 1.2, tile: 1 } as const;

/** The server's generated images; undefined when there is no such game, vendor or banner. */
export interface ArtworkService {
  game(id: number, kind: 'icon' | 'tile'): Promise<string | undefined>;
  /** The same art as a WebP, drawn once and kept (the game grid's icons). */
  gameRaster(id: number, kind: 'icon' | 'tile'): Promise<RasterImage | undefined>;
  vendor(code: string): Promise<string | undefined>;
  /** The same logo as a WebP at its own 160 x 80 px, drawn once and kept (every logo the lobby shows). */
  vendorRaster(code: string): Promise<RasterImage | undefined>;
  /** A seeded banner in a language, its words as glyph outlines (drawn once, then kept). */
  banner(slug: string, language: string): Promise<string | undefined>;
}

export function createArtworkService(deps: { db: Db }): ArtworkService {
  const { db } = deps;
  const rasterise = createRasteriser();
  const game = async (id: number, kind: 'icon' | 'tile') => {
    const found = await gameById(db, id);
    if (!found) return undefined;
    const input = { id: found.id, name: found.name, vendorName: found.vendorName, gameType: found.gameType };
    return kind === 'tile' ? gameTileSvg(input) : gameIconSvg(input);
  };
  const vendor = async (code: string) => {
    const found = await vendorNamed(db, code);
    if (found) return vendorLogoSvg(found.code, found.name);
    // The footer's logo strip names a few studios the catalogue does not carry (R3.46).
    return (FOOTER_VENDOR_ICONS as readonly string[]).includes(code) ? vendorLogoSvg(code, code) : undefined;
  };
  return {
    game,
    async gameRaster(id, kind) {
      const svg = await game(id, kind);
      return svg === undefined ? undefined : rasterise(svg, RASTER_SCALE[kind]);
    },
    vendor,
    async vendorRaster(code) {
      const svg = await vendor(code);
      // Shown at most 72 CSS px wide (the footer's strip, a list centre's vendor cards): 160 px is sharp at 2x.
      return svg === undefined ? undefined : rasterise(svg, 1);
    },
    async banner(slug, language) {
      const art = bannerArt[slug];
      const words = art?.words[language.toUpperCase()];
      return art && words ? bannerSvg(art.hue, words) : undefined;
    },
  };
}
