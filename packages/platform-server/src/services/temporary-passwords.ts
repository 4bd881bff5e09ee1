import { randomInt } from 'node:crypto';
import type { Db } from '../db/database';
import { livePasswordResets, redeemPasswordReset } from '../db/passwords';
import type { MemberRow } from '../db/schema/index';
import { verifyPassword } from './passwords';

/** How long a mailed temporary password works. */
export const TEMPORARY_PASSWORD_MINUTES = 30;

// No look-alikes (0/O, 1/l/I): the player types it from a mail.
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** Ten characters: letters with two digits at random places, so letter-and-digit rules accept it too. */
export function newTemporaryPassword(): string {
  const chars = Array.from({ length: 8 }, () => LETTERS[randomInt(LETTERS.length)]!);
  for (let i = 0; i < 2; i++) chars.splice(randomInt(chars.length + 1), 0, DIGITS[randomInt(DIGITS.length)]!);
  return chars.join('');
}

/**
 * A login whose password did not match: is it one of the member's live temporary passwords? Then it
 * is spent and becomes the member's password, marked temporary (the login answers defaultPassword,
 * so the change-password modal is forced). Answers the member as it now is, or undefined.
 */
export async function redeemTemporaryPassword(
  db: Db,
  member: MemberRow,
  password: string,
  now: Date,
): Promise<MemberRow | undefined> {
  for (const reset of await livePasswordResets(db, member.id, now)) {
    if (!(await verifyPassword(password, reset.passwordHash))) continue;
    if (!(await redeemPasswordReset(db, reset, now))) return undefined;
    return { ...member, passwordHash: reset.passwordHash, passwordChangedAt: now, passwordTemporary: true };
  }
  return undefined;
}
