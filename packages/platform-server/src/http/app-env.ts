import type { Context } from 'hono';
import type { MerchantRow } from '../db/schema/index';

/**
 * The Hono environment of the platform app. One context variable: the request's merchant, which
 * the merchant middleware resolves once (null: the Merchant header names no merchant).
 */
export type AppEnv = { Bindings: Record<string, unknown>; Variables: { merchant: MerchantRow | null } };
export type AppContext = Context<AppEnv>;
