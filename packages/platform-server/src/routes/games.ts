import {
  gameList,
  gameMenus,
  gameVendor,
  hotGames,
  pokerRooms,
  vassGameType,
} from '@lobbykit/api-client/contract';
import type { Bind } from '../http/bind';
import { viewerOf } from '../http/viewer';
import type { CatalogueService } from '../services/catalogue';

/** The lobby's catalogue reads (R7.30-R7.34): public, per merchant and language. */
export function gameRoutes(bind: Bind, catalogue: CatalogueService): void {
  // Kept answers, the same for everyone asking the same: serialized once, with an ETag.
  const kept = { prebuilt: true };
  bind(gameMenus, (input, call) => catalogue.menus(input, viewerOf(call)), kept);
  // The lobby's busiest reads: node:http replays them (http/fast-reads.ts).
  const fast = { prebuilt: true, fastRead: 'everyone' } as const;
  bind(gameList, (input, call) => catalogue.list(input, viewerOf(call)), fast);
  bind(hotGames, (input, call) => catalogue.hot(input, viewerOf(call)), fast);
  bind(vassGameType, (input, call) => catalogue.vendorTypes(input, viewerOf(call)), kept);
  bind(gameVendor, (input, call) => catalogue.lanes(input, viewerOf(call)), kept);
  bind(pokerRooms, (input, call) => catalogue.rooms(input, viewerOf(call)), kept);
}
