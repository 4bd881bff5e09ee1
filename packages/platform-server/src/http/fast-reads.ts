import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { MemberVersions } from '../cache/member-versions';
import type { Logger } from '../log';
import type { SessionService } from '../services/session';
import { negotiateEncoding } from './compression';
import { type KeptAnswer, keptAnswers } from './kept-answers';

/**
 * What a fast read's answer depends on beyond the request line and its headers: `everyone` answers
 * the same to every caller (whitelabel, the catalogue), `per-address` carries the caller's address
 * and country (status, permission), so the socket's peer and X-Forwarded-For are part of its key;
 * `member` answers the signed-in caller about themselves (balance, member info): its key names the
 * caller's session, and it is replayed only to a token whose session is live in memory.
 */
export type FastReadScope = 'everyone' | 'per-address' | 'member';

/** Public answers kept at most, and their bytes: a flood of query strings or addresses evicts, never grows. */
export const FAST_READ_ENTRIES = 2_000;
export const FAST_READ_BYTES = 16 * 1024 * 1024;
/** Member answers kept at most (two reads per live session), and their bytes; apart from the public ones. */
export const FAST_MEMBER_READ_ENTRIES = 20_000;
export const FAST_MEMBER_READ_BYTES = 16 * 1024 * 1024;

/** A member read's caller as memory knows them, without a query (platform.ts builds it from the session cache). */
export interface MemberStamp {
  /** Names the caller's session in the answer's key: the session row's id, never the token. */
  session: number;
  /** The kept session the answer is made from: the same object until a logout, its expiry or a write to the member drops it. */
  holder: object;
  /** The member's version (cache/member-versions.ts): moves with every movement of their money. */
  version: number;
}

interface KeptMemberAnswer extends KeptAnswer {
  holder: object;
  version: number;
}

interface Pending {
  key: string;
  generation: number;
  stamp: MemberStamp | undefined;
}

/**
 * The GETs answered before Hono (issue 13 item 2): the answer Hono gave to a request is kept under
 * everything it depends on (path and query string as sent, Host, Merchant, Language, Origin,
 * If-None-Match, the encoding Accept-Encoding chooses; for a `per-address` read the peer and
 * X-Forwarded-For; for a `member` read the caller's session), and the next request with the same key
 * gets the same status, headers and bytes from node:http without a Request, a Response or the
 * middleware chain. Only 200 and 304 answers
 * are kept; any other request, method, path or a request with a body goes to Hono unchanged.
 *
 * Kept answers are good while the cache registry's generation stands still: every operator write
 * that changes an answer invalidates a tag there (here or through LISTEN/NOTIFY from another
 * instance), which drops every fast read at once. A member answer is good, besides, only while the
 * caller's token finds the very session object it was made from in the session cache (a logout,
 * the session's expiry or a write to the member row drops that object) and the member's version has
 * not moved (every ledger movement of their money moves it). A token memory does not know, or a
 * request with more than one Authorization header, goes to Hono, which refuses it or loads it. An
 * answer whose request began before such a write is never kept.
 */
export interface FastReads {
  /** Hono registers the paths (binder option `fastRead`). */
  allow(path: string, scope: FastReadScope): void;
  /** Writes the kept answer and answers true, or remembers the request's key and answers false. */
  answer(incoming: IncomingMessage, outgoing: ServerResponse): boolean;
  /** Whether `answer` passed this request on as a fast read's miss, whose answer `record` may keep. */
  awaits(incoming: IncomingMessage): boolean;
  /** Keeps Hono's answer to a request `answer` passed on, when it may be replayed. */
  record(incoming: IncomingMessage, response: Response): Promise<void>;
  /** Kept answers (public and member) and their bytes (tests, diagnostics). */
  readonly size: number;
  readonly bytes: number;
  /** Requests answered from kept answers so far (tests). */
  readonly hits: number;
}

const present = (value: string | string[] | undefined): string =>
  value === undefined ? '-' : `+${typeof value === 'string' ? value : value.join('\n')}`;

const AUTHORIZATION = 'authorization';

/**
 * The request's token as Hono reads it (trimmed), when it carries exactly one Authorization header:
 * Hono joins several into one value, which no session has, so those take the long way.
 */
function soleToken(incoming: IncomingMessage): string | undefined {
  const raw = incoming.rawHeaders;
  let token: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length !== AUTHORIZATION.length || name.toLowerCase() !== AUTHORIZATION) continue;
    if (token !== undefined) return undefined;
    token = raw[i + 1]!.trim();
  }
  return token;
}

export function createFastReads(deps: {
  generation: () => number;
  log: Logger;
  /** The caller of a member read by their token; without it no member path is answered here. */
  memberOf?: ((token: string) => MemberStamp | undefined) | undefined;
  maxEntries?: number;
  maxBytes?: number;
  maxMemberEntries?: number;
  maxMemberBytes?: number;
}): FastReads {
  const { generation, log, memberOf } = deps;
  const scopes = new Map<string, FastReadScope>();
  const kept = keptAnswers<KeptAnswer>(
    deps.maxEntries ?? FAST_READ_ENTRIES,
    deps.maxBytes ?? FAST_READ_BYTES,
  );
  const keptMember = keptAnswers<KeptMemberAnswer>(
    deps.maxMemberEntries ?? FAST_MEMBER_READ_ENTRIES,
    deps.maxMemberBytes ?? FAST_MEMBER_READ_BYTES,
  );
  const pending = new WeakMap<IncomingMessage, Pending>();
  let keptGeneration = generation();
  let hits = 0;

  function keyOf(incoming: IncomingMessage, scope: FastReadScope): string {
    const h = incoming.headers;
    const key =
      `${incoming.url}\n${present(h.host)}\n${present(h.merchant)}\n${present(h.language)}` +
      `\n${present(h.origin)}\n${present(h['if-none-match'])}` +
      `\n${negotiateEncoding(h['accept-encoding']) ?? '-'}`;
    if (scope !== 'per-address') return key;
    return `${key}\n${incoming.socket.remoteAddress}\n${present(h['x-forwarded-for'])}`;
  }

  function stampOf(incoming: IncomingMessage): MemberStamp | undefined {
    if (!memberOf) return undefined;
    const token = soleToken(incoming);
    return token ? memberOf(token) : undefined;
  }

  function replay(outgoing: ServerResponse, path: string, entry: KeptAnswer, started: number): true {
    hits++;
    outgoing.writeHead(entry.status, entry.headers);
    outgoing.end(entry.body);
    log.info(`GET ${path} ${entry.status} ${(performance.now() - started).toFixed(1)}ms`);
    return true;
  }

  return {
    allow(path, scope) {
      scopes.set(path, scope);
    },
    answer(incoming, outgoing) {
      if (incoming.method !== 'GET') return false;
      const url = incoming.url ?? '';
      const mark = url.indexOf('?');
      const path = mark === -1 ? url : url.slice(0, mark);
      const scope = scopes.get(path);
      if (scope === undefined) return false;
      const h = incoming.headers;
      // A GET with a body goes the long way: Hono (and node) deal with the bytes after the headers.
      if (h['content-length'] !== undefined || h['transfer-encoding'] !== undefined) return false;
      const started = performance.now();
      const now = generation();
      if (now !== keptGeneration) {
        kept.clear();
        keptMember.clear();
        keptGeneration = now;
      }
      if (scope === 'member') {
        const stamp = stampOf(incoming);
        // Not live in memory (never seen, logged out, expired, dropped): Hono refuses it or loads it.
        if (!stamp) return false;
        const key = `${keyOf(incoming, scope)}\n${stamp.session}`;
        const entry = keptMember.get(key);
        if (entry && entry.holder === stamp.holder && entry.version === stamp.version)
          return replay(outgoing, path, entry, started);
        if (entry) keptMember.delete(key);
        pending.set(incoming, { key, generation: now, stamp });
        return false;
      }
      const key = keyOf(incoming, scope);
      const entry = kept.get(key);
      if (entry) return replay(outgoing, path, entry, started);
      pending.set(incoming, { key, generation: now, stamp: undefined });
      return false;
    },
    awaits: (incoming) => pending.has(incoming),
    async record(incoming, response) {
      const asked = pending.get(incoming);
      if (!asked) return;
      pending.delete(incoming);
      if (response.status !== 200 && response.status !== 304) return;
      if (response.headers.has('set-cookie')) return;
      const body = Buffer.from(await response.clone().arrayBuffer());
      if (asked.generation !== generation() || asked.generation !== keptGeneration) return;
      const headers: string[] = [];
      response.headers.forEach((value, name) => {
        if (name !== 'content-length') headers.push(name, value);
      });
      if (response.status !== 304) headers.push('content-length', String(body.length));
      const answer = { status: response.status, headers, body };
      if (!asked.stamp) {
        kept.set(asked.key, answer);
        return;
      }
      // Kept only when nothing moved while Hono answered: the same session object, the same version.
      const { holder, version } = asked.stamp;
      const now = stampOf(incoming);
      if (now?.holder !== holder || now.version !== version) return;
      keptMember.set(asked.key, { ...answer, holder, version });
    },
    get size() {
      return kept.size + keptMember.size;
    },
    get bytes() {
      return kept.bytes + keptMember.bytes;
    },
    get hits() {
      return hits;
    },
  };
}

/** The member reads' callers: the session kept for the token, and its member's version. */
export function memberStamps(
  sessions: Pick<SessionService, 'kept'>,
  versions: Pick<MemberVersions, 'of'>,
): (token: string) => MemberStamp | undefined {
  return (token) => {
    const kept = sessions.kept(token);
    return kept && { session: kept.session.id, holder: kept, version: versions.of(kept.member.id) };
  };
}

type Fetch = (request: Request, env: Record<string, unknown>) => Response | Promise<Response>;

/**
 * The options of @hono/node-server's `serve` that put the fast reads in front of `fetch`: node:http
 * answers the kept ones, and Hono's answers to the others are offered to `record`.
 */
export function fastReadServing(
  fastReads: FastReads | undefined,
  fetch: Fetch,
): { fetch: Fetch; createServer?: typeof createServer } {
  if (!fastReads) return { fetch };
  return {
    fetch(request, env) {
      const answered = fetch(request, env);
      const { incoming } = env as { incoming?: IncomingMessage };
      // Only the fast reads' misses wait for a copy of the answer; every other request goes as it was.
      if (!incoming || !fastReads.awaits(incoming)) return answered;
      return Promise.resolve(answered).then(async (response) => {
        await fastReads.record(incoming, response);
        return response;
      });
    },
    createServer: ((options: ServerOptions, listener: RequestListener) =>
      createServer(options, (incoming, outgoing) => {
        if (!fastReads.answer(incoming, outgoing)) listener(incoming, outgoing);
      })) as typeof createServer,
  };
}
