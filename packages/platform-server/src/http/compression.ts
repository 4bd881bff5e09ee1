import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { keptAnswers } from './kept-answers';

/** The encodings the API answers in, best first. */
export type Encoding = 'br' | 'gzip';

/** JSON bodies smaller than this go as they are: a header's worth of bytes is all compression saves. */
export const COMPRESS_FROM_BYTES = 1024;
/** Compressed bodies of kept answers (by ETag) kept at most, and their bytes. */
export const COMPRESSED_ENTRIES = 1_000;
export const COMPRESSED_BYTES = 8 * 1024 * 1024;

/**
 * The encoding to answer in for an `Accept-Encoding` header: brotli where it is accepted, else gzip,
 * else none. A coding listed with `q=0` is refused; `*` stands for any coding the header does not
 * name.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: Encoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
}

/**
 * Brotli at quality 5 and gzip at level 6: within a millisecond for the largest answers (the game
 * menus, about 21 KB of JSON), most of the best ratio. A kept answer is compressed once anyway.
 */
function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(body, { level: 6 });
}

/** The middleware, and how many compressed bodies it keeps (tests: within the bound). */
export type Compression = MiddlewareHandler<AppEnv> & { readonly kept: number };

export interface CompressionOptions {
  maxEntries?: number;
  maxBytes?: number;
}

/**
 * Answers JSON of at least COMPRESS_FROM_BYTES in brotli or gzip to a client that accepts it (issue
 * 13: the lobby's game menus are 21 KB of JSON, 2 KB in brotli, on a phone's network). An answer
 * with an ETag (a kept answer, the same bytes for everyone asking the same) is compressed once per
 * encoding, kept under that ETag (in the fast reads' bounded store, ./kept-answers.ts): the API's
 * ETags are hashes of the bytes (prebuilt-body.ts), so one ETag is one body whichever merchant or
 * caller asks. Any other answer is compressed per request. Every JSON answer says
 * `Vary: Accept-Encoding`, so a shared cache never hands one client's encoding to another; the ETag
 * names the content, whatever its coding.
 */
export function compression(options: CompressionOptions = {}): Compression {
  const cache = keptAnswers(options.maxEntries ?? COMPRESSED_ENTRIES, options.maxBytes ?? COMPRESSED_BYTES);
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has('content-encoding')) return;
    if (!res.headers.get('content-type')?.startsWith('application/json')) return;
    res.headers.append('Vary', 'Accept-Encoding');
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = Buffer.from(await res.clone().arrayBuffer());
    if (body.length < COMPRESS_FROM_BYTES) return;
    const etag = res.headers.get('etag');
    const key = etag && `${encoding}\n${etag}`;
    let compressed = key ? cache.get(key)?.body : undefined;
    if (!compressed) {
      compressed = compress(body, encoding);
      if (key) cache.set(key, { status: res.status, headers: [], body: compressed });
    }
    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.length));
    // Unset first: Hono copies the old answer's headers onto the one that replaces it.
    c.res = undefined;
    c.res = new Response(new Uint8Array(compressed), { status: res.status, headers });
  };
  // A getter (Object.assign would copy its value once).
  return Object.defineProperty(middleware, 'kept', { get: () => cache.size }) as Compression;
}
