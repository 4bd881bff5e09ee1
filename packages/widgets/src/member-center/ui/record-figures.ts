import type { t } from '@lobbykit/sdk';
import { GAME_TYPES } from '@lobbykit/sdk/lobby';
import '../messages/records-messages';

/** A game type's name in the player's language; a code the dictionary does not know shows as it is. */
export function gameTypeName(code: string, translate: typeof t): string {
  return (GAME_TYPES as readonly string[]).includes(code)
    ? translate(`memberRecords.gameTypes.${code as (typeof GAME_TYPES)[number]}`)
    : code;
}

export function toneOf(amount: number): 'win' | 'loss' | undefined {
  if (amount > 0) return 'win';
  if (amount < 0) return 'loss';
  return undefined;
}

/** A signed amount with its sign in text, so a loss is never told by colour alone. */
export function signed(amount: number, money: (amount: number) => string): string {
  return amount > 0 ? `+${money(amount)}` : money(amount);
}
