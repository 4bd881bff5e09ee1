import { ErrorCode } from '@lobbykit/api-client';
import { DomainError } from '../services/domain-error';

/** Bodies above this are refused before they are parsed (no request of this API comes close). */
export const BODY_LIMIT_BYTES = 64 * 1024;

const bad = (field: string, message: string) => new DomainError(ErrorCode.validation, message, { field });

/**
 * Reads the body as text, refusing it before a byte is read when its Content-Length is over the
 * limit, and stopping as soon as the bytes pass it (a lying or absent Content-Length). A declared
 * length is read into one buffer of that size, so a large upload is held once, not twice.
 */
export async function readBoundedText(request: Request, limit = BODY_LIMIT_BYTES): Promise<string> {
  const header = request.headers.get('content-length');
  const declared = header === null ? undefined : Number(header);
  const tooLarge = () => bad('body', `The body is larger than ${limit} bytes`);
  if (declared !== undefined && declared > limit) throw tooLarge();
  const known = declared !== undefined && Number.isSafeInteger(declared) && declared >= 0;
  if (known && declared <= BODY_LIMIT_BYTES && !request.headers.has('transfer-encoding'))
    return utf8(await smallBody(request, declared));
  if (!request.body) return '';
  const reader = request.body.getReader();
  const whole = known ? Buffer.allocUnsafe(declared) : undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // A client that hangs up or is cut off by the request timeout: no body, not a server fault.
    const { done, value } = await reader.read().catch(() => {
      throw bad('body', 'The body did not arrive whole');
    });
    if (done) break;
    if (size + value.byteLength > (whole ? whole.byteLength : limit)) {
      await reader.cancel().catch(() => undefined);
      throw whole ? bad('body', 'The body is longer than its Content-Length') : tooLarge();
    }
    if (whole) whole.set(value, size);
    else chunks.push(value);
    size += value.byteLength;
  }
  const bytes = whole ? whole.subarray(0, size) : Buffer.concat(chunks, size);
  chunks.length = 0;
  return utf8(bytes);
}

/**
 * A body of a declared length within the default limit, read whole at once. On the Node server
 * (@hono/node-server's request) arrayBuffer() takes the bytes straight from the IncomingMessage,
 * without building a fetch Request and web streams over it: a third of a small POST's cost. The
 * HTTP parser ends the body at its Content-Length there; another Request's longer body is refused.
 */
async function smallBody(request: Request, declared: number): Promise<Uint8Array> {
  const bytes = new Uint8Array(
    await request.arrayBuffer().catch(() => {
      throw bad('body', 'The body did not arrive whole');
    }),
  );
  if (bytes.byteLength > declared) throw bad('body', 'The body is longer than its Content-Length');
  return bytes;
}

const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

function utf8(bytes: Uint8Array): string {
  try {
    return utf8Decoder.decode(bytes);
  } catch {
    throw bad('body', 'The body is not UTF-8 text');
  }
}

/**
 * Reads a body only to throw it away (nothing is kept), so a caller refused before its upload was
 * read (429: too many at once) receives the answer instead of a connection cut mid-upload. A body
 * declared or found over the limit is not waited for.
 */
export async function discardBody(request: Request, limit: number): Promise<void> {
  if (Number(request.headers.get('content-length') ?? '0') > limit || !request.body) return;
  const reader = request.body.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // Gone or timed out: there is no one left to answer.
  }
}

/** Parses a JSON or form body; an empty body is an empty object (DELETE and bodiless writes). */
export function parseBody(text: string, contentType: string | undefined, encoding: 'json' | 'form'): unknown {
  if (text.trim() === '') return {};
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') {
    try {
      return JSON.parse(text);
    } catch {
      throw bad('body', 'The body is not valid JSON');
    }
  }
  if (type === 'application/x-www-form-urlencoded' && encoding === 'form') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  throw bad('Content-Type', encoding === 'form' ? 'Expected a form or JSON body' : 'Expected a JSON body');
}

export function parseJsonText(text: string, field: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw bad(field, 'The body is not valid JSON');
  }
}

/**
 * PostgreSQL text cannot hold U+0000, so a string with one would fail in the database (a 500) on
 * PostgreSQL while PGlite stores it: refused up front, naming the top-level field that carries it.
 */
export function refuseNulText(input: unknown): void {
  const carries = (value: unknown, depth: number): boolean => {
    if (typeof value === 'string') return value.includes('\u0000');
    if (depth > 8 || value === null || typeof value !== 'object') return false;
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || carries(inner, depth + 1));
  };
  if (input === null || typeof input !== 'object') {
    if (carries(input, 0)) throw bad('body', 'Text cannot contain a NUL character');
    return;
  }
  for (const [key, value] of Object.entries(input)) {
    if (key.includes('\u0000') || carries(value, 1)) throw bad(key, 'Text cannot contain a NUL character');
  }
}
