import { index, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { memberRef } from './members';
import { merchantRef } from './merchants';

/**
 * A Google or Facebook sign-in under way (R4.14, R4.15): what the callback must match, kept on the
 * server. Only hashes of the state and of the browser's key are stored; a flow lives a few minutes
 * and is spent by its first callback, so a replayed code finds nothing to complete.
 */
export const socialSignInFlows = pgTable(
  'social_sign_in_flows',
  {
    id: serial('id').primaryKey(),
    stateHash: varchar('state_hash', { length: 64 }).notNull().unique(),
    /** sha256 of the key the starting browser keeps: a callback from another browser is refused. */
    browserKeyHash: varchar('browser_key_hash', { length: 64 }).notNull(),
    merchantId: merchantRef(),
    provider: varchar('provider', { length: 16 }).notNull(),
    nonce: varchar('nonce', { length: 64 }).notNull(),
    /** The PKCE code verifier (RFC 7636): never leaves the server. */
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    redirectUri: varchar('redirect_uri', { length: 512 }).notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('social_sign_in_flows_expires').on(table.expiresAt)],
);

/** A provider's account (its issuer's subject) linked to one member of one merchant. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** The provider's stable id of the person (the ID token's `sub`, Facebook's user id). */
    subject: varchar('subject', { length: 255 }).notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('member_identities_subject').on(table.merchantId, table.provider, table.subject),
    index('member_identities_member').on(table.memberId),
  ],
);

export type SocialSignInFlowRow = typeof socialSignInFlows.$inferSelect;
export type MemberIdentityRow = typeof memberIdentities.$inferSelect;
