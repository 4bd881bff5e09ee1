import { boolean, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { memberRef } from './members';
import { merchants } from './merchants';

/**
 * What a login from an IP the account never used must also prove (R4.16); 'off' asks nothing.
 * 'google': a sign-in with the Google account linked to the member (social sign-in, R4.15).
 */
export type NewIpProof = 'off' | 'mobile' | 'email' | 'payeeName' | 'google';

/** A merchant's login checks beyond the password. */
export const loginSettings = pgTable('login_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  newIpProof: varchar('new_ip_proof', { length: 16 }).$type<NewIpProof>().notNull().default('off'),
  /** R4.12: a solved slider puzzle must come with an SMS code request from someone not logged in. */
  sliderCheck: boolean('slider_check').notNull().default(false),
});

/**
 * A login held back at a new IP until the extra proof comes (R4.16). Only the ticket's sha256 is
 * stored; it works once, from the same IP, for a few minutes and a few tries.
 */
export const loginProofs = pgTable('login_proofs', {
  id: serial('id').primaryKey(),
  ticketHash: varchar('ticket_hash', { length: 64 }).notNull().unique(),
  memberId: memberRef(),
  ip: varchar('ip', { length: 64 }).notNull(),
  kind: varchar('kind', { length: 16 }).$type<Exclude<NewIpProof, 'off'>>().notNull(),
  attempts: smallint('attempts').notNull().default(0),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

export type LoginProofRow = typeof loginProofs.$inferSelect;
