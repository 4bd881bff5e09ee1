import type { Endpoint } from '@lobbykit/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { contractEndpoints, label, validInputs } from './contract-endpoints';
import { type Caller, callEndpoint, describeAnswer, isWellFormedAnswer } from './endpoint-caller';
import { accessGuard } from './table-fingerprint';

// Opening a database, seeding it and signing everyone in: a minute or more on a busy machine.
const SETUP_TIMEOUT_MS = 180_000;

// Fixed, so a failure names the same generated input on every run and machine.
const SEED = 20_260_116;
const INPUTS_PER_ENDPOINT = 6;

let t: TestPlatform;
let player: string;
let restoreAccess: () => Promise<void>;
beforeAll(async () => {
  t = await createTestPlatform();
  player = await t.tokenFor('demo01', 'Demo1234');
  // Every test starts signed in: the session is part of what reset() restores.
  await t.database.remember();
  restoreAccess = await accessGuard(t.database.db, () => t.reset());
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());
beforeEach(async () => {
  t.log.errors.length = 0;
  await restoreAccess();
});

function callerFor(endpoint: Endpoint): Caller {
  if (endpoint.auth === 'member') return { token: player };
  if (endpoint.auth === 'admin') return { admin: true };
  return {};
}

const endpoints = contractEndpoints();

/**
 * What the contract lets through reaches the services and the database: boundary numbers, the
 * longest texts in multi-byte characters, markup and SQL in free text. Whatever a rule then says,
 * the answer is an envelope (a success, or a 4xx with an error code), never a server fault.
 */
describe('hostile but well-formed input: every contract endpoint, from generated valid requests', () => {
  it.each(endpoints.map((entry) => [label(entry), entry.endpoint] as const))(
    'R8.07 %s never answers a 5xx to input its contract accepts',
    async (_name, endpoint) => {
      const inputs = validInputs(endpoint, INPUTS_PER_ENDPOINT, SEED);
      const problems: string[] = [];
      for (const input of inputs) {
        const response = await callEndpoint(t, endpoint, { input }, callerFor(endpoint));
        if (!isWellFormedAnswer(response)) {
          problems.push(`${JSON.stringify(input).slice(0, 120)} -> ${describeAnswer(response)}`);
        }
      }
      // A server fault's own words (the log) say where to look; the answer only says 500.
      expect([...problems, ...t.log.errors.map((entry) => `log: ${String(entry).slice(0, 300)}`)]).toEqual(
        [],
      );
    },
  );
});
