import fc from 'fast-check';
import type * as v from 'valibot';
import type { NumberField } from './out-of-range';

/**
 * Reads a valibot schema's own structure (type, entries, pipe actions) to generate inputs it
 * accepts. Endpoints other engineers add are covered with no edit here: only new schema *types*
 * would need a line, and an unknown type makes the generator give up (null) rather than guess.
 */

// Valibot's public types do not expose the introspection fields; this is their runtime shape.
interface Node {
  kind: 'schema' | 'validation' | 'transformation' | string;
  type: string;
  requirement?: unknown;
  pipe?: Node[];
  entries?: Record<string, Node>;
  wrapped?: Node;
  item?: Node;
  options?: (Node | string | number)[];
  literal?: unknown;
  key?: Node | string;
  value?: Node;
}

const node = (schema: v.GenericSchema): Node => schema as unknown as Node;

interface Bounds {
  minLength?: number;
  maxLength?: number;
  minValue?: number;
  maxValue?: number;
  integer: boolean;
  regex: RegExp[];
  email: boolean;
  url: boolean;
  isoTimestamp: boolean;
}

function boundsOf(schema: Node): { base: Node; bounds: Bounds } {
  const bounds: Bounds = { integer: false, regex: [], email: false, url: false, isoTimestamp: false };
  const base = schema.pipe ? schema.pipe[0]! : schema;
  for (const action of schema.pipe?.slice(1) ?? []) {
    const requirement = action.requirement;
    switch (action.type) {
      case 'min_length':
        bounds.minLength = Math.max(bounds.minLength ?? 0, requirement as number);
        break;
      case 'max_length':
        // A pipe may cap the raw text, then trim, then cap again: the smallest cap holds.
        bounds.maxLength = Math.min(bounds.maxLength ?? Number.POSITIVE_INFINITY, requirement as number);
        break;
      case 'min_value':
        bounds.minValue = Math.max(bounds.minValue ?? Number.NEGATIVE_INFINITY, requirement as number);
        break;
      case 'max_value':
        bounds.maxValue = Math.min(bounds.maxValue ?? Number.POSITIVE_INFINITY, requirement as number);
        break;
      case 'integer':
        bounds.integer = true;
        break;
      case 'regex':
        bounds.regex.push(requirement as RegExp);
        break;
      case 'email':
        bounds.email = true;
        break;
      case 'url':
        bounds.url = true;
        break;
      case 'iso_timestamp':
        bounds.isoTimestamp = true;
        break;
    }
  }
  return { base, bounds };
}

/** Plausible values of constrained strings (patterns, codes, dates): tried when a regex rules out free text. */
const STRING_HINTS = [
  '0',
  '1',
  '2',
  '10',
  '100',
  'ph',
  'bd',
  'EN',
  'TY',
  'W',
  'WEB',
  'SLOT',
  'demo01',
  'Demo1234',
  'Abcd1234',
  'AGENT01',
  '63',
  '+63',
  '09181234567',
  '9181234567',
  '123456',
  'a@example.com',
  'http://localhost/',
  '2026-01-15',
  '2026-01-15T08:00:00Z',
  '2026-01-15T08:00:00.000Z',
  '2026-01-15 08:00:00',
  'abc',
  'ABC123',
  // Codes and tokens of a fixed alphabet and length (launch tokens, request ids, PINs).
  ...[1, 2, 3, 4, 6, 8, 11, 12, 16, 20, 24, 32, 64].flatMap((length) => [
    'A'.repeat(length),
    '1'.repeat(length),
    `09${'1'.repeat(Math.max(length - 2, 0))}`.slice(0, length),
  ]),
];

/** Hostile text that a field may legitimately hold: markup, SQL, control and wide characters. */
export const HOSTILE_TEXT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table members; --",
  '%00\u0000nul',
  '\u202e\u200bzero-width',
  '𝕏😀漢字বাংলা',
  '../../etc/passwd',
  '{{constructor.constructor("alert(1)")()}}',
];

function stringArbitrary(bounds: Bounds): fc.Arbitrary<string> {
  const min = bounds.minLength ?? 0;
  const max = Math.min(bounds.maxLength ?? 256, 4096);
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (bounds.email) return fc.constantFrom('a@example.com', 'player.one+x@example.org').filter(fits);
  if (bounds.url) return fc.constantFrom('http://localhost/', 'https://example.com/a?b=1').filter(fits);
  if (bounds.isoTimestamp) return fc.constantFrom('2026-01-15T08:00:00Z', '2026-01-15T08:00:00.000Z');
  if (bounds.regex.length > 0) {
    const hints = STRING_HINTS.filter((text) => fits(text) && bounds.regex.every((re) => re.test(text)));
    return hints.length > 0 ? fc.constantFrom(...hints) : fc.constant('\u0000unsatisfiable');
  }
  const padded = (text: string) => {
    const body = text.trim() === '' ? `x${text}` : text;
    return body.length >= min ? body.slice(0, max) : body.padEnd(min, 'x').slice(0, max);
  };
  return fc
    .oneof(
      // Plain codes too (the main wallet, a vendor), so fields compared with one another can match.
      fc.constantFrom(...HOSTILE_TEXT, 'demo01', 'a', 'MAIN', 'PG'),
      fc.string({ minLength: min, maxLength: Math.min(max, 40), unit: 'grapheme' }),
      // The longest text the contract lets through, in multi-byte characters.
      fc.constant('ঔ'.repeat(max)),
    )
    .map(padded);
}

function numberArbitrary(bounds: Bounds): fc.Arbitrary<number> {
  const min = bounds.minValue ?? -1_000_000;
  const max = bounds.maxValue ?? 1_000_000;
  if (bounds.integer) {
    const low = Math.max(min, Number.MIN_SAFE_INTEGER);
    const high = Math.min(max, Number.MAX_SAFE_INTEGER);
    return fc.oneof(
      fc.constantFrom(low, high),
      fc.integer({ min: Math.max(low, -(2 ** 31)), max: Math.min(high, 2 ** 31) }),
    );
  }
  // Money and other decimals: whole cents, including both bounds.
  const lowCents = Math.ceil(Math.max(min, -1e9) * 100);
  const highCents = Math.floor(Math.min(max, 1e9) * 100);
  return fc.oneof(
    fc.constantFrom(lowCents / 100, highCents / 100),
    fc.integer({ min: lowCents, max: highCents }).map((cents) => cents / 100),
  );
}

/** An arbitrary of values the schema (probably) accepts; null when the schema has a type it cannot build. */
export function validArbitrary(schema: v.GenericSchema): fc.Arbitrary<unknown> | null {
  return build(node(schema));
}

/** `confirmPassword` repeats `password` (and so on): object-level checks compare them. */
function confirmationOf(key: string, keys: string[]): string | undefined {
  if (!key.startsWith('confirm')) return undefined;
  const rest = key.slice('confirm'.length);
  const twin = `${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
  return keys.includes(twin) ? twin : undefined;
}

function build(schema: Node): fc.Arbitrary<unknown> | null {
  // A pipe that converts and then checks against a schema (trim, upper-case, picklist): values of
  // that later schema are what it accepts.
  const later = schema.pipe?.slice(1).filter((item) => item.kind === 'schema') ?? [];
  if (later.length > 0) return build(later[later.length - 1]!);
  const { base, bounds } = boundsOf(schema);
  switch (base.type) {
    case 'string':
      return stringArbitrary(bounds);
    case 'number':
      return numberArbitrary(bounds);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constant(base.literal);
    case 'picklist':
      return fc.constantFrom(...(base.options as (string | number)[]));
    case 'optional':
    case 'nullish':
    case 'nullable': {
      const inner = build(base.wrapped!);
      if (!inner) return null;
      return base.type === 'nullable' ? fc.option(inner, { nil: null }) : inner;
    }
    case 'object':
    case 'strict_object':
    case 'loose_object': {
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [key, entry] of Object.entries(base.entries ?? {})) {
        const arbitrary = build(entry);
        if (!arbitrary) return null;
        record[key] = arbitrary;
        if (entry.type !== 'optional' && entry.type !== 'nullish') required.push(key);
      }
      const keys = Object.keys(record);
      const twins = keys.flatMap((key) => {
        const twin = confirmationOf(key, keys);
        return twin ? [[key, twin] as const] : [];
      });
      return fc.record(record, { requiredKeys: required }).map((value) => {
        const copy: Record<string, unknown> = { ...value };
        for (const [key, twin] of twins) if (twin in copy) copy[key] = copy[twin];
        return copy;
      });
    }
    case 'array': {
      const item = build(base.item!);
      if (!item) return null;
      return fc.array(item, {
        minLength: bounds.minLength ?? 0,
        maxLength: Math.min(bounds.maxLength ?? 5, 5),
      });
    }
    case 'union':
    case 'variant': {
      // A query integer (a number or its digits, converted, then bounded): the bounds decide.
      if (bounds.integer && (bounds.minValue !== undefined || bounds.maxValue !== undefined)) {
        return fc.tuple(numberArbitrary(bounds), fc.boolean()).map(([n, asText]) => (asText ? String(n) : n));
      }
      const members = (base.options as Node[]).map(build).filter((member) => member !== null);
      return members.length > 0 ? fc.oneof(...members) : null;
    }
    case 'record': {
      const value = build(base.value!);
      const key = typeof base.key === 'object' ? build(base.key) : fc.constantFrom('a', 'b', 'c');
      if (!value || !key) return null;
      return fc.dictionary(key as fc.Arbitrary<string>, value, { minKeys: 1, maxKeys: 3 });
    }
    default:
      return null;
  }
}

/** The keys of an object schema (through a pipe), or none when the schema is no object. */
export function entriesOf(schema: v.GenericSchema): Record<string, v.GenericSchema> {
  const { base } = boundsOf(node(schema));
  return (base.entries ?? {}) as unknown as Record<string, v.GenericSchema>;
}

export function isStrictObject(schema: v.GenericSchema): boolean {
  return boundsOf(node(schema)).base.type === 'strict_object';
}

export function isOptional(schema: v.GenericSchema): boolean {
  const type = node(schema).type;
  return type === 'optional' || type === 'nullish';
}

/**
 * The number fields of a request (ids, amounts, counts, query integers), with their declared
 * bounds: the top-level keys of an object, of every option of a variant, and lists of numbers.
 */
export function numberFieldsOf(schema: v.GenericSchema): NumberField[] {
  const { base } = boundsOf(node(schema));
  const objects = base.type === 'variant' || base.type === 'union' ? (base.options as Node[]) : [base];
  const fields = new Map<string, NumberField>();
  for (const object of objects) {
    for (const [key, entry] of Object.entries(boundsOf(object).base.entries ?? {})) {
      const field = numberFieldOf(key, entry);
      if (field && !fields.has(key)) fields.set(key, field);
    }
  }
  return [...fields.values()];
}

function numberFieldOf(key: string, entry: Node, list = false): NumberField | null {
  const unwrapped = ['optional', 'nullable', 'nullish'].includes(entry.type) ? entry.wrapped! : entry;
  const { base, bounds } = boundsOf(unwrapped);
  if (base.type === 'array' && !list) return numberFieldOf(key, base.item!, true);
  const isQueryInteger = base.type === 'union' && bounds.integer;
  if (base.type !== 'number' && !isQueryInteger) return null;
  return {
    key,
    list,
    integer: bounds.integer,
    ...(bounds.minValue !== undefined ? { minValue: bounds.minValue } : {}),
    ...(bounds.maxValue !== undefined ? { maxValue: bounds.maxValue } : {}),
  };
}
