import { gameById, vendorNamed } from '../../db/catalogue';
import type { Db } from '../../db/database';
import { bannerArt } from '../../seed/banner-art';
import { FOOTER_VENDOR_ICONS } from '../../seed/catalogue-vendors';
import { bannerSvg } from './banner-art';
import { gameIconSvg, gameTileSvg, vendorLogoSvg } from './game-art';

/** The server's generated images; undefined when there is no such game, vendor or banner. */
export interface ArtworkService {
  game(id: number, kind: 'icon' | 'tile'): Promise<string | undefined>;
  vendor(code: string): Promise<string | undefined>;
  banner(slug: string, language: string): string | undefined;
}

export function createArtworkService(db: Db): ArtworkService {
  return {
    async game(id, kind) {
      const game = await gameById(db, id);
      if (!game) return undefined;
      const input = { id: game.id, name: game.name, vendorName: game.vendorName, gameType: game.gameType };
      return kind === 'tile' ? gameTileSvg(input) : gameIconSvg(input);
    },
    async vendor(code) {
      const vendor = await vendorNamed(db, code);
      if (vendor) return vendorLogoSvg(vendor.code, vendor.name);
      // The footer's logo strip names a few studios the catalogue does not carry (R3.46).
      return (FOOTER_VENDOR_ICONS as readonly string[]).includes(code)
        ? vendorLogoSvg(code, code)
        : undefined;
    },
    banner(slug, language) {
      const art = bannerArt[slug];
      const words = art?.words[language.toUpperCase()];
      return art && words ? bannerSvg(art.hue, words) : undefined;
    },
  };
}
