import {
  type Endpoint,
  ErrorCode,
  firstIssue,
  Header,
  ok,
  type ParsedRequestOf,
  type ResponseOf,
} from '@lobbykit/api-client';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { MerchantRow } from '../db/schema/index';
import { DomainError } from '../services/domain-error';
import type { KeyRing } from '../services/key-ring';
import type { Authenticated, SessionService } from '../services/session';
import { sameSecret } from '../services/tokens';
import type { AppContext, AppEnv } from './app-env';
import type { FastReadScope, FastReads } from './fast-reads';
import { requestMerchant } from './merchant';
import { matchesEtag, prebuiltBody } from './prebuilt-body';
import {
  BODY_LIMIT_BYTES,
  discardBody,
  parseBody,
  parseJsonText,
  readBoundedText,
  refuseNulText,
} from './request-body';
import { createUploadGate, type UploadGate } from './upload-gate';

/** Who is calling and from where, as a handler sees it. */
export interface Call {
  merchant: MerchantRow;
  /** The `Language` header when well-formed, else the merchant's default. */
  language: string;
  ip: string;
  /** This server's public URL, for links it hands out. */
  baseUrl: string;
  /** The session of a `member` endpoint (or an `optionalAuth` one with a valid token); else undefined. */
  auth: Authenticated | undefined;
}

/** The session of a `member` endpoint's call (the binder has already refused calls without one). */
export function signedIn(call: Call): Authenticated {
  if (!call.auth) throw new DomainError(ErrorCode.notLoggedIn, 'You are not logged in, please login');
  return call.auth;
}

export interface BindOptions {
  /** Answer even while the merchant is in maintenance (1) or region blocked (2): what the outage pages need. */
  openDuringOutage?: boolean;
  /**
   * A `public` endpoint that answers signed-in callers differently: a valid token fills `call.auth`;
   * a missing, expired or foreign one leaves it undefined and is no refusal.
   */
  optionalAuth?: boolean;
  /** A larger body limit for this route only (proof images); every other route keeps the default. */
  bodyLimitBytes?: number;
  /**
   * The handler answers one kept object for everyone asking the same (a cached answer): its body is
   * serialized once, carries an ETag, and a matching If-None-Match gets 304 Not Modified.
   */
  prebuilt?: boolean;
  /**
   * A public GET whose answer depends only on the request line and its headers (and, `per-address`,
   * the caller's address), or a `member` GET whose answer depends besides only on the caller's kept
   * session and their money: node:http replays Hono's answer until a write changes it (./fast-reads.ts).
   */
  fastRead?: FastReadScope;
}

export interface BinderDeps {
  keys: KeyRing;
  sessions: SessionService;
  adminKey: string;
  clientIp: (c: AppContext) => string;
  publicUrl?: string | undefined;
  /** Check every answer against the contract (tests); an off-contract answer is a bug, so a 500. */
  validateResponses?: boolean | undefined;
  /** Caps the routes with a larger body limit (uploads) per caller and in all; default UPLOAD_LIMITS. */
  uploads?: UploadGate | undefined;
  /** Where the `fastRead` paths are registered; without it they take the long way like every other. */
  fastReads?: FastReads | undefined;
}

export type Handler<E extends Endpoint> = (input: ParsedRequestOf<E>, call: Call) => Promise<ResponseOf<E>>;

export type Bind = <E extends Endpoint>(endpoint: E, handler: Handler<E>, options?: BindOptions) => void;

const encryptedBody = v.strictObject({ value: v.pipe(v.string(), v.minLength(1), v.maxLength(16_384)) });
const LANGUAGE = /^[A-Z]{2}(-[A-Z]{2})?$/;

const invalid = (field: string, message: string) => new DomainError(ErrorCode.validation, message, { field });

function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  refuseNulText(input);
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const issue = firstIssue(result.issues);
    throw invalid(issue.field, issue.message);
  }
  return result.output;
}

/**
 * Registers contract endpoints on the app, one call each: takes the merchant the merchant middleware
 * resolved (see ./merchant.ts), closes the door
 * during an outage, checks the session or admin key, reads and (for encrypted endpoints) decrypts
 * the body, validates it with the contract, runs the handler and wraps its answer in the envelope.
 * Every refusal is a DomainError the app's error handler turns into a failure envelope.
 */
export function createBinder(app: Hono<AppEnv>, deps: BinderDeps): Bind {
  const uploads = deps.uploads ?? createUploadGate();
  function guardOutage(merchant: MerchantRow): void {
    if (merchant.systemStatus === 1) {
      throw new DomainError(ErrorCode.maintenance, merchant.maintenanceTitle || 'System maintenance');
    }
    if (merchant.systemStatus === 2) {
      throw new DomainError(ErrorCode.regionBlocked, 'Access is restricted in your region');
    }
  }

  async function authOf(c: AppContext, endpoint: Endpoint, merchant: MerchantRow, options: BindOptions) {
    if (endpoint.auth === 'public' && options.optionalAuth) {
      const token = c.req.header(Header.authorization)?.trim();
      return token ? await deps.sessions.authenticate(token, merchant) : undefined;
    }
    if (endpoint.auth === 'admin') {
      const key = c.req.header(Header.adminKey);
      if (!key || !sameSecret(key, deps.adminKey))
        throw new DomainError(ErrorCode.forbidden, 'Admin key required');
      return undefined;
    }
    if (endpoint.auth !== 'member') return undefined;
    const token = c.req.header(Header.authorization)?.trim();
    const auth = token ? await deps.sessions.authenticate(token, merchant) : undefined;
    if (!auth) throw new DomainError(ErrorCode.notLoggedIn, 'You are not logged in, please login');
    return auth;
  }

  async function inputOf(c: AppContext, endpoint: Endpoint, bodyLimit?: number): Promise<unknown> {
    if (endpoint.method === 'GET') return c.req.query();
    const text = await readBoundedText(c.req.raw, bodyLimit);
    const body = parseBody(text, c.req.header('Content-Type'), endpoint.encoding);
    if (!endpoint.encrypted) return body;
    const { value } = validate(encryptedBody, body);
    return parseJsonText(await deps.keys.decrypt(value), 'value');
  }

  return (endpoint, handler, options = {}) => {
    if (options.fastRead) {
      const member = options.fastRead === 'member';
      if (
        endpoint.method !== 'GET' ||
        endpoint.auth !== (member ? 'member' : 'public') ||
        options.optionalAuth
      )
        throw new Error(`${endpoint.path}: a fast read is a public GET without a session, or a member GET`);
      deps.fastReads?.allow(endpoint.path, options.fastRead);
    }
    app.on(endpoint.method, endpoint.path, async (c) => {
      const merchant = requestMerchant(c);
      if (endpoint.auth !== 'admin' && !options.openDuringOutage) guardOutage(merchant);
      const auth = await authOf(c, endpoint, merchant, options);
      // An upload takes its place before a byte of its body is read, and holds it until answered.
      const isUpload = (options.bodyLimitBytes ?? 0) > BODY_LIMIT_BYTES;
      let leave: (() => void) | null = null;
      if (isUpload) {
        try {
          leave = uploads.enter(auth ? `member:${auth.member.id}` : `ip:${deps.clientIp(c)}`);
        } catch (refusal) {
          await discardBody(c.req.raw, options.bodyLimitBytes!);
          throw refusal;
        }
      }
      try {
        return await answer(c, endpoint, handler, options, merchant, auth);
      } finally {
        leave?.();
      }
    });
  };

  async function answer<E extends Endpoint>(
    c: AppContext,
    endpoint: E,
    handler: Handler<E>,
    options: BindOptions,
    merchant: MerchantRow,
    auth: Authenticated | undefined,
  ) {
    const input = validate(endpoint.request, await inputOf(c, endpoint, options.bodyLimitBytes));
    const language = c.req.header(Header.language)?.trim().toUpperCase() ?? '';
    let ip: string | undefined;
    const call: Call = {
      merchant,
      language: LANGUAGE.test(language) ? language : merchant.defaultLanguage,
      // Read once, by the handlers that use it (most do not): behind trusted proxies it walks X-Forwarded-For.
      get ip() {
        ip ??= deps.clientIp(c);
        return ip;
      },
      // Parsed only by the few handlers that hand out links.
      get baseUrl() {
        return deps.publicUrl ?? new URL(c.req.url).origin;
      },
      auth,
    };
    const value = await handler(input, call);
    if (deps.validateResponses) {
      const checked = v.safeParse(endpoint.response, value);
      if (!checked.success) {
        throw new Error(`Off-contract answer from ${endpoint.path}: ${firstIssue(checked.issues).field}`);
      }
    }
    if (!options.prebuilt || typeof value !== 'object' || value === null) return c.json(ok(value));
    const { body, etag } = prebuiltBody(value);
    // no-cache: the browser may keep the answer but asks each time; an operator write changes it.
    const headers = { ETag: etag, 'Cache-Control': 'no-cache' };
    if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    return c.body(body, 200, { ...headers, 'Content-Type': 'application/json' });
  }
}
