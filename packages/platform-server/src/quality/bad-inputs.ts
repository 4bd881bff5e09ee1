import type { Endpoint } from '@lobbykit/api-client';
import fc from 'fast-check';
import * as v from 'valibot';
import { asQuery, validInputs } from './contract-endpoints';
import { outOfRangeValues } from './out-of-range';
import { entriesOf, isOptional, isStrictObject, numberFieldsOf } from './schema-samples';

/** One request the contract refuses, described so a failing test names it. */
export interface BadInput {
  what: string;
  /** A parsed body or query (encrypted endpoints: the plaintext, encrypted by the sender). */
  input?: unknown;
  /** Bytes sent as they are, with `contentType`; for an encrypted endpoint, the plaintext. */
  raw?: string;
  contentType?: string;
  /**
   * An id or amount past its column or the safe range: sent even when the contract would accept it,
   * so a field left without bounds shows up as the 2xx or 5xx it gets, not as a silently dropped case.
   */
  outOfRange?: boolean;
}

/** Every number field of the request (ids, amounts, counts) given each value past its bounds. */
function outOfRangeCases(endpoint: Endpoint, base: Record<string, unknown>, asText: boolean): BadInput[] {
  const cases: BadInput[] = [];
  for (const field of numberFieldsOf(endpoint.request)) {
    for (const value of outOfRangeValues(field)) {
      const sent = field.list ? [value] : asText ? String(value) : value;
      const shown = JSON.stringify(sent);
      cases.push({
        what: `out of range ${field.key} = ${shown}`,
        input: withKey(base, field.key, sent),
        outOfRange: true,
      });
    }
  }
  return cases;
}

const HUGE_TEXT = 'x'.repeat(5000);
const WIDE_TEXT = 'ঔ'.repeat(3000);

/**
 * Random junk can, now and then, be a request the contract accepts (a login form of two short
 * strings): that is the accepted-input fuzzer's business, so only what the contract refuses stays.
 */
function refusedOnly(endpoint: Endpoint, inputs: unknown[]): unknown[] {
  return inputs.filter((input) => !v.safeParse(endpoint.request, input).success);
}

/** Values of every JSON type, including numbers no field should take. */
const WRONG_VALUES: unknown[] = [
  12345,
  -1,
  1e21,
  2 ** 53 + 1,
  'x',
  HUGE_TEXT,
  WIDE_TEXT,
  true,
  null,
  [],
  { $gt: '' },
];

/** What a query string can carry instead of a proper value. */
const WRONG_QUERY_VALUES = [
  '',
  HUGE_TEXT,
  WIDE_TEXT,
  '-1',
  '99999999999999999999',
  '1e999',
  '1.5',
  'NaN',
  "' or 1=1 --",
  '<script>alert(1)</script>',
];

const MALFORMED_JSON = ['{', '{"a":', '[1,', 'nul', '{"a":1}}', '{"a":1,}', "{'a':1}", '\u0000'];

const refused = (endpoint: Endpoint, input: unknown) => !v.safeParse(endpoint.request, input).success;

function withKey(base: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  return { ...base, [key]: value };
}

function withoutKey(base: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...base };
  delete copy[key];
  return copy;
}

/** Bodies of a write: malformed JSON, wrong types, missing and extra fields, huge values, random junk. */
function bodyCases(endpoint: Endpoint, base: Record<string, unknown>, seed: number): BadInput[] {
  const cases: BadInput[] = MALFORMED_JSON.map((raw) => ({
    what: `malformed JSON ${JSON.stringify(raw)}`,
    raw,
    contentType: 'application/json',
  }));
  cases.push({
    what: 'a JSON body sent as text/plain',
    raw: JSON.stringify(base),
    contentType: 'text/plain',
  });
  if (endpoint.encoding !== 'form') {
    cases.push({
      what: 'a form body to a JSON endpoint',
      raw: new URLSearchParams({ a: '1' }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
  }
  for (const top of [null, 42, 'text', [], [base], true]) {
    cases.push({ what: `a top-level ${JSON.stringify(top)}`, input: top });
  }
  const entries = entriesOf(endpoint.request);
  for (const [key, schema] of Object.entries(entries)) {
    if (!isOptional(schema)) cases.push({ what: `${key} missing`, input: withoutKey(base, key) });
    for (const wrong of WRONG_VALUES) {
      const shown = JSON.stringify(wrong).slice(0, 24);
      cases.push({ what: `${key} = ${shown}`, input: withKey(base, key, wrong) });
    }
  }
  if (isStrictObject(endpoint.request)) {
    cases.push({ what: 'an extra field', input: withKey(base, 'zzExtra', 1) });
    cases.push({ what: 'an extra constructor field', input: withKey(base, 'constructor', { prototype: 1 }) });
    // JSON.parse makes `__proto__` an own key; it must be refused, not merged into a prototype.
    const rest = JSON.stringify(base).slice(1);
    cases.push({
      what: 'a __proto__ key',
      raw: `{"__proto__":{"isAdmin":true}${rest === '}' ? '' : ','}${rest}`,
      contentType: 'application/json',
    });
  }
  cases.push(...outOfRangeCases(endpoint, base, false));
  const keys = [...Object.keys(entries), 'zzExtra'];
  const junk = fc.oneof(
    fc.anything({ maxDepth: 2 }),
    fc.dictionary(fc.constantFrom(...keys), fc.anything({ maxDepth: 1 }), { maxKeys: keys.length }),
  );
  refusedOnly(endpoint, fc.sample(junk, { numRuns: 15, seed })).forEach((input, index) => {
    cases.push({ what: `generated #${index} ${JSON.stringify(input)?.slice(0, 60)}`, input });
  });
  return cases;
}

/** Queries of a read: wrong, missing, huge and extra parameters, random junk. */
function queryCases(endpoint: Endpoint, base: Record<string, string>, seed: number): BadInput[] {
  const cases: BadInput[] = [];
  const entries = entriesOf(endpoint.request);
  for (const [key, schema] of Object.entries(entries)) {
    if (!isOptional(schema)) cases.push({ what: `${key} missing`, input: withoutKey(base, key) });
    for (const wrong of WRONG_QUERY_VALUES) {
      cases.push({ what: `${key}=${wrong.slice(0, 24)}`, input: withKey(base, key, wrong) });
    }
  }
  cases.push(...outOfRangeCases(endpoint, base, true));
  cases.push({ what: 'an extra parameter', input: withKey(base, 'debug', '1') });
  cases.push({ what: 'a huge extra parameter', input: withKey(base, 'x'.repeat(300), HUGE_TEXT) });
  const keys = [...Object.keys(entries), 'debug'];
  const junk = fc.dictionary(fc.constantFrom(...keys), fc.string({ maxLength: 300, unit: 'binary' }), {
    maxKeys: keys.length,
  });
  refusedOnly(endpoint, fc.sample(junk, { numRuns: 15, seed })).forEach((input, index) => {
    cases.push({ what: `generated #${index} ${JSON.stringify(input).slice(0, 60)}`, input });
  });
  return cases;
}

/**
 * The requests the contract itself refuses for this endpoint, derived from its request schema:
 * every case starts from an accepted input (when the generator finds one) and breaks one thing, so
 * the refusal is about that thing. Cases the schema happens to accept are dropped, raw bytes and
 * out-of-range numbers kept.
 */
export function badInputs(endpoint: Endpoint, seed: number): BadInput[] {
  const [sample] = validInputs(endpoint, 1, seed);
  const base = (sample && typeof sample === 'object' ? sample : {}) as Record<string, unknown>;
  const cases =
    endpoint.method === 'GET'
      ? queryCases(endpoint, asQuery(base) ?? {}, seed)
      : bodyCases(endpoint, base, seed);
  return cases.filter((entry) => {
    if (entry.raw !== undefined || entry.outOfRange) return true;
    const wire = endpoint.method === 'GET' ? asQuery(entry.input) : entry.input;
    return wire !== null && refused(endpoint, wire);
  });
}
