import { boolean, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';
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
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  ip: varchar('ip', { length: 64 }).notNull(),
  kind: varchar('kind', { length: 16 }).$type<Exclude<NewIpProof, 'off'>>().notNull(),
  attempts: smallint('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export type LoginProofRow = typeof loginProofs.$inferSelect;
