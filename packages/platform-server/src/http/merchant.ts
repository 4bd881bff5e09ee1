import { DEFAULT_MERCHANT, ErrorCode, Header } from '@lobbykit/api-client';
import type { MiddlewareHandler } from 'hono';
import type { MerchantRow } from '../db/schema/index';
import { DomainError } from '../services/domain-error';
import type { MerchantDirectory } from '../services/merchant-directory';
import type { AppContext, AppEnv } from './app-env';

/** Longer codes name no merchant: refused without asking the directory. */
const CODE_MAX = 16;

/** The merchant code a request names: its `Merchant` header, else the default merchant. */
export const merchantCodeOf = (c: AppContext): string =>
  c.req.header(Header.merchant)?.trim() || DEFAULT_MERCHANT;

/**
 * Resolves the request's merchant once, from the directory's memory cache, for every handler after
 * it; a request naming no known merchant carries null, and the handlers that need one refuse it.
 */
export function resolveMerchant(merchants: MerchantDirectory): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const code = merchantCodeOf(c);
    c.set('merchant', (code.length <= CODE_MAX ? await merchants.byCode(code) : undefined) ?? null);
    await next();
  };
}

/** The merchant the middleware resolved for this request; an unknown one is bad input (400 on the header). */
export function requestMerchant(c: AppContext): MerchantRow {
  const merchant = c.get('merchant');
  if (merchant === undefined) throw new Error(`No merchant middleware before ${c.req.method} ${c.req.path}`);
  if (!merchant) throw new DomainError(ErrorCode.validation, 'Unknown merchant', { field: Header.merchant });
  return merchant;
}
