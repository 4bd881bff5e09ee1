import type { gameItem } from '@lobbykit/api-client/contract';
import type * as v from 'valibot';
import type { CatalogueGame } from '../db/catalogue';

export type GameItem = v.InferOutput<typeof gameItem>;

/** Where the server draws its artwork; `imageCDNs` in the permission answer names the same root. */
export const IMAGE_ROOT = '/cdn/images';

// WebP, decoded off the browser's main thread (routes/artwork.ts); the SVG each is drawn from stays at `.svg`.
export const gameIconPath = (id: number) => `${IMAGE_ROOT}/games/${id}.webp`;
export const gameTilePath = (id: number) => `${IMAGE_ROOT}/games/${id}-tile.webp`;
export const vendorLogoPath = (code: string) => `${IMAGE_ROOT}/vendors/${encodeURIComponent(code)}.webp`;

/** The card of R3.12 for one game, its name in the caller's language and its art on this server. */
export function gameItemOf(game: CatalogueGame, language: string, baseUrl: string): GameItem {
  const displayName = game.names[language] ?? game.name;
  const icon = `${baseUrl}${gameIconPath(game.id)}`;
  return {
    nodeId: game.id,
    vassalage: game.vendorCode,
    gameType: game.gameType,
    displayName,
    gameName: game.name,
    nodeName: displayName,
    showIcon: icon,
    iconUrl: icon,
    lagerIcon: `${baseUrl}${gameTilePath(game.id)}`,
    gameCode: game.gameCode,
    isGame: game.isGame,
    subType: game.gameClassify,
    gameClassify: game.gameClassify,
    prizeMode: game.prizeMode,
    enabled: game.enabled,
  };
}
