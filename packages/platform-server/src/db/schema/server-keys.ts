import { jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';
import { instant } from './columns';

/**
 * RSA key pairs for encrypted request bodies. Kept in the database so every instance decrypts what
 * any instance's public key encrypted; a retired key answers `key_expired` and the client refetches.
 */
export const serverKeys = pgTable('server_keys', {
  kid: varchar('kid', { length: 64 }).primaryKey(),
  publicJwk: jsonb('public_jwk').$type<JWK>().notNull(),
  privateJwk: jsonb('private_jwk').$type<JWK>().notNull(),
  createdAt: instant('created_at').notNull(),
  retiredAt: instant('retired_at'),
});

export type ServerKeyRow = typeof serverKeys.$inferSelect;
