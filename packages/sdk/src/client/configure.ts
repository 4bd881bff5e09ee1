import { type ApiClient, createClient, sessionStorageCache } from '@lobbykit/api-client';
import { setLanguage } from '../i18n/language';
import { setStyleNonce } from '../runtime/styles';
import { $config, reloadConfig, setApiBase, setMerchantCode, setSiteBase } from '../stores/config';
import { $session, reloadSession } from '../stores/session';
import { type StorageLike, sessionStore, setStorages } from '../stores/storage';

export interface ConfigureOptions {
  /** The platform API's base URL, e.g. `https://api.example.com` or `http://127.0.0.1:8787`. */
  apiBase: string;
  /** Overrides the stored merchant (localStorage `merchantCode`). */
  merchantCode?: string;
  /** Overrides the stored language (localStorage `lang`). */
  language?: string;
  /** Storages to use instead of the browser's (tests, embedded webviews). */
  storage?: { local?: StorageLike; session?: StorageLike };
  /** The nonce for `<style>` fallbacks when the page's CSP has no constructable stylesheets. */
  nonce?: string;
  /** A fetch to use instead of the global one (tests, stories). */
  fetch?: typeof globalThis.fetch;
  /**
   * The affiliate code of this page: every widget that registers reads it (the register form, the
   * wallet header's Register dialog); a campaign link's `?code=` or `?affiliateCode=` wins over it.
   */
  affiliateCode?: string;
  /**
   * The player site's base URL (`https://play.example.com`): a widget's links to the player site
   * (terms, deposit) resolve against it. Leave it out on the player site itself; set it on a
   * partner page, or those links would resolve against the partner's own pages.
   */
  siteBase?: string;
  /**
   * A name for this configuration (`brandB`): its session, merchant, language and cache live in
   * storage under `brandB:` keys, apart from another brand's on the same origin. Letters, digits
   * and dashes, up to 32; leave it out for the player site's own keys (spec section 9).
   */
  namespace?: string;
}

/** What a namespace may be called: it prefixes storage keys. */
export const NAMESPACE = /^[a-z][a-z0-9-]{0,31}$/i;

/**
 * This runtime's namespace, as `configure` was given it (none: undefined): its storage keys' prefix,
 * and what every event's detail carries (runtime/events.ts).
 */
export let namespace: string | undefined;

let client: ApiClient | null = null;
let affiliateCode: string | undefined;
let customFetch: typeof globalThis.fetch | undefined;

/** The fetch `configure` was given (tests, stories), for what reads a stream beside the client. */
export function configuredFetch(): typeof globalThis.fetch | undefined {
  return customFetch;
}

/** The loader config's affiliate code, read by registration (`@lobbykit/sdk/accounts`). */
export function configuredAffiliateCode(): string | undefined {
  return affiliateCode;
}

/**
 * Points the runtime at a platform API. Call once per page (the loader's `init` and the React
 * adapter's hosts do); calling again replaces the client, e.g. in tests.
 */
export function configure(options: ConfigureOptions): ApiClient {
  const name = options.namespace;
  if (name !== undefined && !NAMESPACE.test(name))
    throw new Error(`LobbyKit: namespace "${name}" must be letters, digits and dashes (up to 32)`);
  namespace = name;
  if (options.storage || name) {
    setStorages(options.storage ?? {}, name);
    reloadConfig();
    reloadSession();
  }
  setApiBase(options.apiBase);
  if (options.merchantCode) setMerchantCode(options.merchantCode);
  if (options.language) setLanguage(options.language);
  if (options.nonce) setStyleNonce(options.nonce);
  affiliateCode = options.affiliateCode?.trim() || undefined;
  setSiteBase(options.siteBase ?? '');
  customFetch = options.fetch;
  client = createClient({
    baseUrl: $config.get().apiBase,
    // Read for every request, so a login or language change applies to the very next call.
    context: () => ({
      merchant: $config.get().merchantCode,
      language: $config.get().language,
      token: $session.get().token,
    }),
    cache: sessionStorageCache(sessionStore()),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return client;
}

export function isConfigured(): boolean {
  return client !== null;
}

/** The one api-client of this runtime. */
export function getClient(): ApiClient {
  if (!client) throw new Error('LobbyKit: call configure({ apiBase }) before using the API');
  return client;
}
