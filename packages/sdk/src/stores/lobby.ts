import type { ResponseOf } from '@lobbykit/api-client';
import type {
  gameCategory,
  gameItem,
  gameMenus,
  gameType,
  gameVendor,
  vendorCard,
} from '@lobbykit/api-client/lobby';
import { atom, map } from 'nanostores';
import type { InferOutput } from 'valibot';
import { $wallet, BALANCE_HIDDEN_KEY, emptyWallet } from './wallet';

/** A game card of the catalogue (R3.12). */
export type GameItem = InferOutput<typeof gameItem>;
/** A vendor of one category (R3.18, R3.19). */
export type VendorCard = InferOutput<typeof vendorCard>;
/** A category and its vendors, as the menus call answers it. */
export type GameCategory = InferOutput<typeof gameCategory>;
export type GameMenus = ResponseOf<typeof gameMenus>;
export type VendorLanes = ResponseOf<typeof gameVendor>['data']['lanes'];
/** A game category of the catalogue (RNG, LIVE, LOTT ...). */
export type GameTypeCode = InferOutput<typeof gameType>;
/** The lobby's current game type: HOME, or the category the player chose (R4.47, R4.48). */
export type LobbyGameType = 'HOME' | GameTypeCode;
/** The lottery lobby's prize mode (R4.65, R4.66). */
export type LobbyPrizeMode = 'ELOTT' | 'LOTT';

/** sessionStorage keys the lobby adds to spec section 9's (R9.27). */
export const LobbySessionKey = {
  balanceHidden: BALANCE_HIDDEN_KEY,
  /** R4.38: separate popup closed flags for signed-in players and anonymous visitors. */
  popupClosedSignedIn: 'popupClosedLogin',
  popupClosedAnonymous: 'popupClosedGuest',
} as const;

/** R4.47: the lobby starts on HOME. */
export const $gameType = atom<LobbyGameType>('HOME');

/** The categories with their vendors (R3.19); null until `loadMenus` answered. */
export const $menus = atom<GameMenus | null>(null);

/** The member's favourites as node ids, newest first (R3.15), and as cards (R3.17). */
export const $favouriteIds = atom<number[]>([]);
export const $favourites = atom<GameItem[]>([]);

/** The member's recently played games, most recent first (R7.39). */
export const $recentGames = atom<GameItem[]>([]);

/** The lottery lobby's prize mode; null until `loadPrizeMode` answered. */
export const $prizeMode = atom<LobbyPrizeMode | null>(null);

export type SectionStatus = 'loading' | 'ready' | 'error';

/** One home section's games as the last request left them. */
export interface SectionGames {
  status: SectionStatus;
  games: GameItem[];
  totalCount: number;
  errorCode: string | null;
}

/** Home sections' games by section id (`hot`, `RNG`, `LIVE` ...), filled by `loadHomeSections`. */
export const $sectionGames = map<Record<string, SectionGames>>({});

export { $wallet, readBalanceHidden, storeBalanceHidden, type WalletState } from './wallet';

/** What belongs to a member leaves with them (logout): balance, favourites, recent games. */
export function resetMemberLobbyState(): void {
  $wallet.set(emptyWallet());
  $favouriteIds.set([]);
  $favourites.set([]);
  $recentGames.set([]);
}
