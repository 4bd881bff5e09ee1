import type { Endpoint } from '@lobbykit/api-client';
import * as contract from '@lobbykit/api-client/contract';
import fc from 'fast-check';
import * as v from 'valibot';
import { validArbitrary } from './schema-samples';

export interface NamedEndpoint {
  /** The export's name in the contract, e.g. `walletBalance`. */
  name: string;
  endpoint: Endpoint;
}

function isEndpoint(value: unknown): value is Endpoint {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<Endpoint>;
  return (
    typeof candidate.method === 'string' &&
    typeof candidate.path === 'string' &&
    typeof candidate.auth === 'string' &&
    typeof candidate.request === 'object' &&
    typeof candidate.response === 'object'
  );
}

/**
 * Every `endpoint()` the server's contract entry exports, in name order: the quality suites
 * iterate this list, so an endpoint added to the contract is fuzzed and put through the
 * authorization matrix without anyone editing them.
 */
export function contractEndpoints(): NamedEndpoint[] {
  const seen = new Set<string>();
  const found: NamedEndpoint[] = [];
  for (const [name, value] of Object.entries(contract).sort(([a], [b]) => a.localeCompare(b))) {
    if (!isEndpoint(value)) continue;
    const key = `${value.method} ${value.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ name, endpoint: value });
  }
  return found;
}

export const label = ({ name, endpoint }: NamedEndpoint) => `${name} (${endpoint.method} ${endpoint.path})`;

/** A GET's input as the server receives it: every value a string of the query. */
export function asQuery(input: unknown): Record<string, string> | null {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return null;
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (value !== null && typeof value === 'object') return null;
    query[key] = String(value);
  }
  return query;
}

/** The input in the form it travels (query strings for GET), or null when it cannot travel so. */
export function onTheWire(endpoint: Endpoint, input: unknown): unknown {
  return endpoint.method === 'GET' ? asQuery(input) : input;
}

/**
 * Inputs the contract accepts, generated from its request schema with a fixed seed; empty when the
 * schema's constraints (a pattern no hint matches) defeat the generator.
 */
export function validInputs(endpoint: Endpoint, count: number, seed: number): unknown[] {
  const arbitrary = validArbitrary(endpoint.request);
  if (!arbitrary) return [];
  const accepted: unknown[] = [];
  const seenTexts = new Set<string>();
  for (const sample of fc.sample(arbitrary, { numRuns: count * 8, seed })) {
    const wire = onTheWire(endpoint, sample);
    if (wire === null || !v.safeParse(endpoint.request, wire).success) continue;
    const text = JSON.stringify(wire);
    if (seenTexts.has(text)) continue;
    seenTexts.add(text);
    accepted.push(wire);
    if (accepted.length >= count) break;
  }
  return accepted;
}
