import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';

/**
 * RSA key pairs for encrypted request bodies. Kept in the database so every instance decrypts what
 * any instance's public key encrypted; a retired key answers `key_expired` and the client refetches.
 */
export const serverKeys = pgTable('server_keys', {
  kid: varchar('kid', { length: 64 }).primaryKey(),
  publicJwk: jsonb('public_jwk').$type<JWK>().notNull(),
  privateJwk: jsonb('private_jwk').$type<JWK>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export type ServerKeyRow = typeof serverKeys.$inferSelect;
