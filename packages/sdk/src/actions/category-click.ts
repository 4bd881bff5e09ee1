import type { GameCategory, GameTypeCode, VendorCard } from '../stores/lobby';
import { chooseGameType } from './game-type';
import { navigate } from './navigate';
import { CATEGORY_PATHS, opensVendorList } from './navigation';
import { type StartOutcome, startVendor } from './start-game';

// Apart from navigation.ts, whose menus a side menu or footer draws at first paint: a click is what
// needs the game-starting code (start-game, the launch contract), and the widgets load it then.

/** What a category click did: a start's outcome, or its vendors to offer (the widget shows the list). */
export type CategoryOutcome =
  | StartOutcome
  | { outcome: 'vendors'; gameCategory: GameTypeCode; vendors: VendorCard[] };

/**
 * R2.57, R2.58: a category with several vendors goes to its page, one with a single vendor starts
 * that vendor. A category with several vendors and no page of its own (bingo, cockfight) becomes the
 * game type (R4.48) and answers its vendors, which the menu offers as the header's drop-down does
 * (R2.55); choosing one starts it (a bingo vendor's popup game list, R4.57).
 */
export async function categoryClick(category: GameCategory): Promise<CategoryOutcome | null> {
  const [only, ...others] = category.vendors;
  if (!only) return null;
  if (others.length === 0) return startVendor(only);
  if (opensVendorList(category)) {
    const chosen = await chooseGameType(category.gameCategory);
    return chosen ?? { outcome: 'vendors', gameCategory: category.gameCategory, vendors: category.vendors };
  }
  const path = CATEGORY_PATHS[category.gameCategory] ?? '/';
  navigate(path);
  return { outcome: 'navigated', path };
}
