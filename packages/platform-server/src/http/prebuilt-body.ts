import { createHash } from 'node:crypto';

/** A success envelope serialized once, with the ETag of its bytes. */
export interface PrebuiltBody {
  body: string;
  etag: string;
}

// Keyed by the answer object itself: a service that keeps one answer in memory for everyone gets
// it serialized once; a new answer (after an invalidation) is a new object, and the old body goes
// with the old object.
const bodies = new WeakMap<object, PrebuiltBody>();
// Answers made of a per-call head (the caller's location) and a shared rest.
const spliced = new WeakMap<object, { head: Record<string, unknown>; shared: object }>();

/** Spliced envelopes kept at most, over every shared answer: a flood of addresses cannot grow it. */
export const SPLICED_BODIES = 1_000;
// Spliced envelopes by shared answer and head (least recently used first): callers from one address
// and country get the same bytes, built once. A shared answer's number names it here; a new answer
// (after an invalidation) has a new number, and the old one's envelopes age out.
const splicedBodies = new Map<string, PrebuiltBody>();
const sharedNumbers = new WeakMap<object, number>();
let lastSharedNumber = 0;

const etagOf = (text: string) => `"${createHash('sha1').update(text).digest('base64url')}"`;

function sharedBody(value: object): PrebuiltBody {
  let built = bodies.get(value);
  if (!built) {
    const body = `{"success":true,"value":${JSON.stringify(value)}}`;
    built = { body, etag: etagOf(body) };
    bodies.set(value, built);
  }
  return built;
}

/**
 * An answer whose first fields (`head`) differ per call and whose rest (`shared`, one object kept
 * for everyone) does not: the rest is serialized once, and only the head per call.
 */
export function withHead<H extends Record<string, unknown>, S extends object>(head: H, shared: S): H & S {
  const value = { ...head, ...shared };
  spliced.set(value, { head, shared });
  return value;
}

/** The envelope of `value`, serialized at most once per kept answer (and head, among the recent ones). */
export function prebuiltBody(value: object): PrebuiltBody {
  const parts = spliced.get(value);
  if (!parts) return sharedBody(value);
  const head = JSON.stringify(parts.head);
  if (head === '{}') return sharedBody(parts.shared);
  let number = sharedNumbers.get(parts.shared);
  if (number === undefined) {
    number = ++lastSharedNumber;
    sharedNumbers.set(parts.shared, number);
  }
  const key = `${number}\n${head}`;
  const kept = splicedBodies.get(key);
  if (kept) {
    splicedBodies.delete(key);
    splicedBodies.set(key, kept);
    return kept;
  }
  const rest = sharedBody(parts.shared);
  // rest.body is `{"success":true,"value":{...}}`: the head's fields go first inside the value.
  const open = '{"success":true,"value":{';
  const inner = rest.body.slice(open.length);
  const joint = inner.startsWith('}') ? '' : ',';
  const built = {
    body: `${open}${head.slice(1, -1)}${joint}${inner}`,
    etag: `"${rest.etag.slice(1, -1)}.${createHash('sha1').update(head).digest('base64url').slice(0, 12)}"`,
  };
  splicedBodies.set(key, built);
  if (splicedBodies.size > SPLICED_BODIES) splicedBodies.delete(splicedBodies.keys().next().value as string);
  return built;
}

/** How many spliced envelopes are kept (tests: never more than SPLICED_BODIES). */
export const splicedBodiesKept = (): number => splicedBodies.size;

/** Whether an `If-None-Match` header names this ETag (a list, a weak validator or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
