import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { members } from './members';

/**
 * A member's payment password and its failure counter. A password set at registration stays in
 * registration_details until the member sets one here, which then wins.
 */
export const paymentPasswords = pgTable('payment_passwords', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** scrypt, like the login password; null while only the failure counter exists. */
  hash: text('hash'),
  /** Wrong answers in a row; the fifth locks it until lockedUntil. */
  failures: smallint('failures').notNull().default(0),
  lockedUntil: instant('locked_until'),
  updatedAt: instant('updated_at').notNull(),
});

export type PaymentPasswordRow = typeof paymentPasswords.$inferSelect;
