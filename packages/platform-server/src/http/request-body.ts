import { ErrorCode } from '@lobbykit/api-client';
import { DomainError } from '../services/domain-error';

/** Bodies above this are refused before they are parsed (no request of this API comes close). */
export const BODY_LIMIT_BYTES = 64 * 1024;

const bad = (field: string, message: string) => new DomainError(ErrorCode.validation, message, { field });

/** Reads the body as text, stopping as soon as it passes the limit (a lying Content-Length too). */
export async function readBoundedText(request: Request, limit = BODY_LIMIT_BYTES): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw bad('body', `The body is larger than ${limit} bytes`);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw bad('body', `The body is larger than ${limit} bytes`);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw bad('body', 'The body is not UTF-8 text');
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
