import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { Logger } from '../log';

/**
 * What a fast read's answer depends on beyond the request line and its headers: `everyone` answers
 * the same to every caller (whitelabel, the catalogue), `per-address` carries the caller's address
 * and country (status, permission), so the socket's peer and X-Forwarded-For are part of its key.
 */
export type FastReadScope = 'everyone' | 'per-address';

/** Answers kept at most, and their bytes: a flood of query strings or addresses evicts, never grows. */
export const FAST_READ_ENTRIES = 2_000;
export const FAST_READ_BYTES = 16 * 1024 * 1024;

interface Kept {
  status: number;
  /** Name, value, name, value ... as Hono's answer carried them (Content-Length included). */
  headers: string[];
  body: Buffer;
}

interface Pending {
  key: string;
  generation: number;
  path: string;
}

/**
 * The public GETs answered before Hono (issue 13 item 2): the answer Hono gave to a request is kept
 * under everything it depends on (path and query string as sent, Host, Merchant, Language, Origin,
 * If-None-Match, and for a `per-address` read the peer and X-Forwarded-For), and the next request
 * with the same key gets the same status, headers and bytes from node:http without a Request, a
 * Response or the middleware chain. Only 200 and 304 answers are kept; any other request, method,
 * path or a request with a body goes to Hono unchanged.
 *
 * Kept answers are good while the cache registry's generation stands still: every operator write
 * that changes an answer invalidates a tag there (here or through LISTEN/NOTIFY from another
 * instance), which drops every fast read at once. An answer whose request began before such a
 * write is never kept.
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
  /** Kept answers and the bytes of their bodies (tests, diagnostics). */
  readonly size: number;
  readonly bytes: number;
  /** Requests answered from kept answers so far (tests). */
  readonly hits: number;
}

const present = (value: string | string[] | undefined): string =>
  value === undefined ? '-' : `+${typeof value === 'string' ? value : value.join('\n')}`;

export function createFastReads(deps: {
  generation: () => number;
  log: Logger;
  maxEntries?: number;
  maxBytes?: number;
}): FastReads {
  const { generation, log } = deps;
  const maxEntries = deps.maxEntries ?? FAST_READ_ENTRIES;
  const maxBytes = deps.maxBytes ?? FAST_READ_BYTES;
  const scopes = new Map<string, FastReadScope>();
  const kept = new Map<string, Kept>();
  const pending = new WeakMap<IncomingMessage, Pending>();
  let bytes = 0;
  let keptGeneration = generation();
  let hits = 0;

  function drop(key: string): void {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.body.length;
  }

  function keyOf(incoming: IncomingMessage, scope: FastReadScope): string {
    const h = incoming.headers;
    const key =
      `${incoming.url}\n${present(h.host)}\n${present(h.merchant)}\n${present(h.language)}` +
      `\n${present(h.origin)}\n${present(h['if-none-match'])}`;
    if (scope === 'everyone') return key;
    return `${key}\n${incoming.socket.remoteAddress}\n${present(h['x-forwarded-for'])}`;
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
      const now = generation();
      if (now !== keptGeneration) {
        kept.clear();
        bytes = 0;
        keptGeneration = now;
      }
      const key = keyOf(incoming, scope);
      const entry = kept.get(key);
      if (!entry) {
        pending.set(incoming, { key, generation: now, path });
        return false;
      }
      const started = performance.now();
      // Least recently used first: a hit goes to the end.
      kept.delete(key);
      kept.set(key, entry);
      hits++;
      outgoing.writeHead(entry.status, entry.headers);
      outgoing.end(entry.body);
      log.info(`GET ${path} ${entry.status} ${(performance.now() - started).toFixed(1)}ms`);
      return true;
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
      if (body.length > maxBytes / 4) return;
      const headers: string[] = [];
      response.headers.forEach((value, name) => {
        if (name !== 'content-length') headers.push(name, value);
      });
      if (response.status !== 304) headers.push('content-length', String(body.length));
      drop(asked.key);
      kept.set(asked.key, { status: response.status, headers, body });
      bytes += body.length;
      while (kept.size > maxEntries || bytes > maxBytes) drop(kept.keys().next().value as string);
    },
    get size() {
      return kept.size;
    },
    get bytes() {
      return bytes;
    },
    get hits() {
      return hits;
    },
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
