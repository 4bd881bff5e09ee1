import type { Endpoint } from '@lobbykit/api-client';
import { CompactEncrypt, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testPostgresUrl } from '../testing/postgres-copies';
import { encryptedText } from '../testing/test-client';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { type BadInput, badInputs } from './bad-inputs';
import { contractEndpoints, label, validInputs } from './contract-endpoints';
import { type Caller, callEndpoint, describeAnswer, isCleanRefusal, type Sending } from './endpoint-caller';
import { tableFingerprint } from './table-fingerprint';

// Opening a database, seeding it and signing everyone in: a minute or more on a busy machine.
const SETUP_TIMEOUT_MS = 180_000;

// Fixed, so a failure names the same generated case on every run and machine.
const SEED = 20_260_115;

let t: TestPlatform;
let player: string;
beforeAll(async () => {
  t = await createTestPlatform();
  player = await t.tokenFor('demo01', 'Demo1234');
  await t.database.remember();
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());
beforeEach(() => {
  t.log.errors.length = 0;
});

/** Signed in as the endpoint asks, so the body itself is what gets judged. */
function callerFor(endpoint: Endpoint): Caller {
  if (endpoint.auth === 'member') return { token: player };
  if (endpoint.auth === 'admin') return { admin: true };
  return {};
}

/** A JWE the server cannot open: another key pair's, announced under a kid it does not hold. */
async function foreignJwe(plaintext: string, enc = 'A256GCM', kid = 'not-ours'): Promise<string> {
  const { publicKey } = await generateKeyPair('RSA-OAEP-256', { modulusLength: 2048, extractable: true });
  await exportJWK(publicKey);
  return new CompactEncrypt(new TextEncoder().encode(plaintext))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc, kid })
    .encrypt(publicKey);
}

/** The `{ value: <JWE> }` envelope itself, broken in every way the wire allows. */
async function envelopeCases(endpoint: Endpoint): Promise<Sending[]> {
  const [sample] = validInputs(endpoint, 1, SEED);
  const jwe = await encryptedText(t.platform, JSON.stringify(sample ?? {}));
  const [header, key, iv, ciphertext, tag] = jwe.split('.');
  const flip = (part: string) => `${part.slice(0, -2)}${part.endsWith('A') ? 'B' : 'A'}${part.slice(-1)}`;
  const envelopes: unknown[] = [
    {},
    { value: 42 },
    { value: '' },
    { value: null },
    { value: ['a'] },
    { value: 'a.b.c.d.e' },
    { value: 'not a jwe' },
    { value: 'x'.repeat(20_000) },
    { value: jwe, extra: 1 },
    { value: jwe.slice(0, -8) },
    { value: [header, key, iv, flip(ciphertext!), tag].join('.') },
    { value: [header, key, iv, ciphertext, flip(tag!)].join('.') },
    { value: [header, flip(key!), iv, ciphertext, tag].join('.') },
    { value: ['eyJhbGciOiJub25lIn0', key, iv, ciphertext, tag].join('.') },
    { value: await foreignJwe(JSON.stringify(sample ?? {})) },
    { value: await foreignJwe(JSON.stringify(sample ?? {}), 'A128GCM') },
    { Value: jwe },
  ];
  return envelopes.map((envelope) => ({ envelope: JSON.stringify(envelope) }));
}

/** Headers every endpoint reads: the merchant, the token, the language. */
const HEADER_CASES: Sending[] = [
  { headers: { Merchant: 'x'.repeat(300) } },
  { headers: { Merchant: "ph' or '1'='1" } },
  { headers: { Merchant: 'PH ph' } },
];

function asSending(entry: BadInput): Sending {
  return {
    ...(entry.input !== undefined || entry.raw === undefined ? { input: entry.input } : {}),
    ...(entry.raw !== undefined ? { raw: entry.raw, contentType: entry.contentType } : {}),
  };
}

const endpoints = contractEndpoints();

// Refused input stops at the contract, before any query, so the database cannot change its answer:
// `npm test`'s second run on PostgreSQL skips this file to stay quick (fuzz-accepted.test.ts is the
// one whose input reaches the database, and it runs on both).
describe.skipIf(testPostgresUrl() !== undefined)(
  'bad input never gets in: every contract endpoint, fuzzed from its request schema',
  () => {
    it('finds the endpoints of every contract area', () => {
      const paths = endpoints.map(({ endpoint }) => endpoint.path);
      expect(paths).toEqual(
        expect.arrayContaining(['/wps/session/login', '/wps/v2/wallets/balance', '/admin/outbox']),
      );
    });

    it('R8.07 every id, amount and count of every endpoint is sent values past its column and the safe range', () => {
      const sent = endpoints.flatMap(({ name, endpoint }) =>
        badInputs(endpoint, SEED)
          .filter((entry) => entry.outOfRange)
          .map((entry) => `${name} ${entry.what}`),
      );
      expect(sent).toEqual(
        expect.arrayContaining([
          'markMessages out of range ids = [1e+21]',
          'deleteMessages out of range ids = [1e+21]',
          'claimReward out of range id = 2147483648',
          'confirmWithdrawal out of range id = 2147483648',
          'withdraw out of range bankAccountId = 2147483648',
          'withdraw out of range amount = 100000000',
          'adminReviewDeposit out of range id = 2147483648',
          'adminReviewWithdrawal out of range id = 2147483648',
          'adminGrantReward out of range amount = 9999999999999.99',
          'transactionDetail out of range id = "9007199254740992"',
          'launchGame out of range nodeId = 2147483648',
        ]),
      );
    });

    it.each(endpoints.map((entry) => [label(entry), entry.endpoint] as const))(
      'R5.07 R8.07 %s answers malformed, mistyped, missing, extra, huge and out-of-range input with a 4xx and an error code, and writes nothing',
      async (_name, endpoint) => {
        const caller = callerFor(endpoint);
        const cases = badInputs(endpoint, SEED)
          // Inside a JWE, only JSON text matters: the content type belongs to the envelope.
          .filter(
            (entry) =>
              !endpoint.encrypted || entry.raw === undefined || entry.contentType === 'application/json',
          )
          .map((entry) => ({ what: entry.what, sending: asSending(entry) }));
        if (endpoint.encrypted) {
          for (const [index, sending] of (await envelopeCases(endpoint)).entries()) {
            cases.push({ what: `envelope #${index} ${sending.envelope?.slice(0, 50)}`, sending });
          }
        }
        for (const sending of HEADER_CASES)
          cases.push({ what: `header ${JSON.stringify(sending.headers).slice(0, 40)}`, sending });
        expect(cases.length).toBeGreaterThan(10);

        const before = await tableFingerprint(t.database.db);
        const problems: string[] = [];
        for (const { what, sending } of cases) {
          const response = await callEndpoint(t, endpoint, sending, caller);
          if (!isCleanRefusal(response)) problems.push(`${what} -> ${describeAnswer(response)}`);
        }
        const after = await tableFingerprint(t.database.db);
        // Nothing was written, so the next endpoint needs no reset; after a failure it gets one.
        if (problems.length > 0 || JSON.stringify(after) !== JSON.stringify(before)) await t.reset();
        expect(problems).toEqual([]);
        expect(t.log.errors).toEqual([]);
        // By name, so a failure says which table was written.
        expect(Object.keys(before).filter((name) => after[name] !== before[name])).toEqual([]);
        expect(after).toEqual(before);
      },
    );
  },
);
