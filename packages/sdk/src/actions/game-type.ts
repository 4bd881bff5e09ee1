import { $gameType, $menus, type LobbyGameType } from '../stores/lobby';
import { dialogs } from './dialogs';
import { failureOf } from './failure';
import { loadMenus } from './game-menus';
import { navigate } from './navigate';
import { type StartOutcome, startGame } from './start-game';

/** Categories with a page of their own instead of home sections (R4.49). */
const DEDICATED_PATHS: Partial<Record<LobbyGameType, string>> = { RNG: '/rng', PVP: '/pvp' };

/** The vendor whose lottery a LOTT category starts (R4.51). */
const SEA_LOTTERY_VENDOR = 'TCG_SEA';

/**
 * R4.48: choosing a category makes it the current game type. Slots and PVP go to their pages
 * (R4.49); a category ending in LOTT starts the SEA lottery (R4.51), which asks a guest to log in.
 * Resolves with what happened beyond the type change, or null.
 */
export async function chooseGameType(type: LobbyGameType): Promise<StartOutcome | null> {
  $gameType.set(type);
  const path = DEDICATED_PATHS[type];
  if (path) {
    navigate(path);
    return { outcome: 'navigated', path };
  }
  if (type.endsWith('LOTT')) return startSeaLottery();
  return null;
}

/** The SEA lottery's entry from the menus, started by the game rules (login, trial, /seaLottery). */
export async function startSeaLottery(): Promise<StartOutcome | null> {
  let menus = $menus.get();
  if (!menus) {
    try {
      menus = await loadMenus();
    } catch (error) {
      const { errorCode, message } = failureOf(error);
      await dialogs().alert(message);
      return { outcome: 'failed', errorCode, message };
    }
  }
  for (const category of menus) {
    const vendor = category.vendors.find((card) => card.vassalage === SEA_LOTTERY_VENDOR && card.entry);
    if (vendor?.entry) return startGame(vendor.entry);
  }
  return null;
}

/** R4.50: home mounting while on slots or PVP puts the lobby back on HOME. */
export function homeMounted(): void {
  const type = $gameType.get();
  if (type === 'RNG' || type === 'PVP') $gameType.set('HOME');
}
