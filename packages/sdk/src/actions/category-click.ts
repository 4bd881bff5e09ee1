import type { GameCategory } from '../stores/lobby';
import { chooseGameType } from './game-type';
import { navigate } from './navigate';
import { CATEGORY_PATHS } from './navigation';
import { type StartOutcome, startVendor } from './start-game';

// Apart from navigation.ts, whose menus a side menu or footer draws at first paint: a click is what
// needs the game-starting code (start-game, the launch contract), and the widgets load it then.

/**
 * R2.57, R2.58: a category with several vendors goes to its page, one with a single vendor starts
 * that vendor. A category without a page of its own (bingo, cockfight) becomes the game type.
 */
export async function categoryClick(category: GameCategory): Promise<StartOutcome | null> {
  const [only, ...others] = category.vendors;
  if (!only) return null;
  if (others.length === 0) return startVendor(only);
  const path = CATEGORY_PATHS[category.gameCategory];
  if (!path) return chooseGameType(category.gameCategory);
  navigate(path);
  return { outcome: 'navigated', path };
}
