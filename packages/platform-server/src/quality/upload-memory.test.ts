import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { createClient, Header, login } from '@lobbykit/api-client';
import {
  adminReviewWithdrawal,
  bindBankAccount,
  confirmWithdrawal,
  PROOF_MAX_BYTES,
  setPaymentPassword,
  withdraw,
} from '@lobbykit/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canSpawnServer, type SpawnedServer, spawnServer } from './spawned-server';
import { STORM_PIN, STORM_PLAYERS } from './storm-requests';
import { pgliteStore, type StormStore } from './storm-store';

// Issue 17 item 6, against the real server process: memory under parallel proof uploads, request
// and header timeouts, and Node's own refusals in the envelope.
const ADMIN_KEY = 'upload-memory-admin-key';
const REQUEST_TIMEOUT_MS = 15_000;
const HEADERS_TIMEOUT_MS = 2_000;
const PARALLEL_UPLOADS = 64;
/** Measured: about 40-100 MiB with the upload gate; 666 MiB (495 -> 1,161) before it. */
const RSS_GROWTH_BOUND_MIB = 250;

let store: StormStore;
let server: SpawnedServer;
const members: { merchant: string; token: string; withdrawalId: number }[] = [];

/** Resident memory of the server process, MiB. */
function rssMib(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return Number(line![1]) / 1024;
}

/** Three proofs of nearly 5 MB each as one JSON body: about 20 MB, the largest this route takes. */
function proofBody(withdrawalId: number): Buffer {
  const image = Buffer.alloc(PROOF_MAX_BYTES - 1024, 7);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(image);
  const dataUrl = `data:image/png;base64,${image.toString('base64')}`;
  const proofs = [1, 2, 3].map((index) => ({ name: `proof-${index}.png`, dataUrl }));
  return Buffer.from(JSON.stringify({ id: withdrawalId, received: false, proofs }));
}

/** A connection the server closed while the body was still being sent: no answer to read. */
const CUT = 0;

/**
 * Sends one proof upload: its status and envelope, or CUT when the server closed the connection
 * before the client had sent it all (it answered 408 or 429 and closed; the client's next write
 * then fails with EPIPE or a reset), which a busy machine's short request timeout brings.
 */
async function upload(member: (typeof members)[number], body: Buffer) {
  try {
    return await send(member, body);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'EPIPE' || code === 'ECONNRESET' || code === 'UND_ERR_SOCKET')
      return { status: CUT, body: {} as Record<string, unknown> };
    throw error;
  }
}

async function send(member: (typeof members)[number], body: Buffer) {
  const response = await fetch(`${server.url}${confirmWithdrawal.path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [Header.merchant]: member.merchant,
      [Header.authorization]: member.token,
    },
    body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Writes raw bytes on a socket and answers everything the server sends until it closes. */
function rawExchange(send: (socket: ReturnType<typeof connect>) => void): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => send(socket));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
      // A whole answer (headers and the body its Content-Length names) is enough: the server may
      // keep the socket open to drain what the client still had to send.
      const end = received.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(received.slice(0, end));
      if (end >= 0 && length && Buffer.byteLength(received.slice(end + 4)) >= Number(length[1])) {
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

const envelopeOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe.skipIf(!canSpawnServer())('the server under slow and large requests (spawned, PGlite)', () => {
  beforeAll(async () => {
    store = pgliteStore();
    server = await spawnServer(store.server, ADMIN_KEY, 240_000, {
      LOBBYKIT_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      LOBBYKIT_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    });
    // Two players, each with a paid withdrawal waiting for its confirmation.
    for (const [index, player] of STORM_PLAYERS.slice(0, 2).entries()) {
      const context = { merchant: player.merchant, language: 'EN', token: null as string | null };
      const client = createClient({ baseUrl: server.url, context: () => context, adminKey: ADMIN_KEY });
      context.token = (
        await client.call(login, { username: player.username, password: player.password })
      ).token;
      await client.call(setPaymentPassword, {
        loginPassword: player.password,
        paymentPassword: STORM_PIN,
        confirmPaymentPassword: STORM_PIN,
      });
      const account = await client.call(bindBankAccount, {
        providerCode: player.provider,
        accountNumber: `01711${index}22${index}33`,
        payeeName: 'Upload Player',
      });
      const record = await client.call(withdraw, {
        bankAccountId: account.id,
        amount: 300,
        paymentPassword: STORM_PIN,
        requestId: `upload-memory-${index}`,
      });
      await client.call(adminReviewWithdrawal, { id: record.id, decision: 'approve' });
      members.push({ merchant: player.merchant, token: context.token, withdrawalId: record.id });
    }
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await store?.dispose();
  });

  it(`${PARALLEL_UPLOADS} simultaneous 20 MB proof uploads: one per member is read at a time, the rest wait (429 with retryAfter), RSS grows less than ${RSS_GROWTH_BOUND_MIB} MiB`, async () => {
    const bodies = members.map((member) => proofBody(member.withdrawalId));
    // Warm-up: the first answer of each member is stored (NOT_RECEIVED), later ones are refused.
    for (const [index, member] of members.entries()) {
      expect((await upload(member, bodies[index]!)).status).toBe(200);
      expect((await upload(member, bodies[index]!)).status).toBe(409);
    }
    const baseline = rssMib(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMib(server.pid));
    }, 20);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_UPLOADS }, (_, index) => {
        const which = index % members.length;
        return upload(members[which]!, bodies[which]!);
      }),
    ).finally(() => clearInterval(sampler));
    peak = Math.max(peak, rssMib(server.pid));
    const statuses = answers.map((answer) => answer.status);
    const waited = answers.filter((answer) => answer.status === 429);
    console.log(
      `upload memory: RSS ${baseline.toFixed(0)} -> peak ${peak.toFixed(0)} MiB (+${(peak - baseline).toFixed(0)}); ` +
        `${waited.length} of ${PARALLEL_UPLOADS} told to wait, ${statuses.filter((s) => s === 409).length} read and refused as already confirmed, statuses ${statuses.join(' ')}`,
    );
    // Every answer is in the envelope: read and refused (409), told to wait (429), or, on a busy
    // machine, cut off by this server's short request timeout while its body was still arriving
    // (408, or the connection closed before the client had written it all: CUT).
    const counted = Object.fromEntries(
      [...new Set(statuses)].map((s) => [s, statuses.filter((x) => x === s).length]),
    );
    expect(
      Object.keys(counted).filter((status) => !['409', '429', '408', String(CUT)].includes(status)),
    ).toEqual([]);
    const answered = answers.filter((answer) => answer.status !== CUT);
    expect(answered.every((answer) => answer.body.success !== undefined)).toBe(true);
    // At most one upload per member at a time was read into memory: two per member in all here.
    expect(statuses.filter((status) => status === 409).length).toBeLessThanOrEqual(2 * members.length);
    expect(waited.length).toBeGreaterThanOrEqual(1);
    for (const answer of waited) {
      expect(answer.body).toMatchObject({ success: false, errorCode: 'too_many_requests', retryAfter: 5 });
    }
    expect(peak - baseline).toBeLessThan(RSS_GROWTH_BOUND_MIB);
  }, 180_000);

  it('refuses a body over the route limit by its Content-Length, before reading it', async () => {
    const member = members[0]!;
    const answer = await rawExchange((socket) => {
      socket.write(
        `POST ${confirmWithdrawal.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          `${Header.merchant}: ${member.merchant}\r\n${Header.authorization}: ${member.token}\r\n` +
          `Content-Length: ${200 * 1024 * 1024}\r\nConnection: close\r\n\r\n{"id":`,
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(envelopeOf(answer)).toMatchObject({ success: false, field: 'body' });
  }, 30_000);

  it(`a request body that trickles in is cut off after the request timeout (${REQUEST_TIMEOUT_MS / 1000} s) with a 408 in the envelope`, async () => {
    const started = Date.now();
    const answer = await rawExchange((socket) => {
      socket.write(
        `POST ${login.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"value":"`,
      );
      const drip = setInterval(() => socket.writable && socket.write('a'), 500);
      socket.on('close', () => clearInterval(drip));
    });
    const seconds = (Date.now() - started) / 1000;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(envelopeOf(answer)).toMatchObject({ success: false, errorCode: 'timeout' });
    expect(seconds).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS / 1000 - 0.5);
    expect(seconds).toBeLessThan(REQUEST_TIMEOUT_MS / 1000 + 3);
  }, 30_000);

  it(`headers that never finish are cut off after the headers timeout (${HEADERS_TIMEOUT_MS / 1000} s)`, async () => {
    const started = Date.now();
    const answer = await rawExchange((socket) => socket.write('GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: '));
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(envelopeOf(answer)).toMatchObject({ success: false, errorCode: 'timeout' });
    expect((Date.now() - started) / 1000).toBeLessThan(HEADERS_TIMEOUT_MS / 1000 + 3);
  }, 30_000);

  it("Node's own 431 (headers too large) and 400 (not HTTP) answers carry the envelope", async () => {
    const huge = await rawExchange((socket) =>
      socket.write(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`),
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toMatch(/Content-Type: application\/json/);
    expect(envelopeOf(huge)).toMatchObject({
      success: false,
      errorCode: 'validation_failed',
      field: 'headers',
    });
    const garbage = await rawExchange((socket) => socket.write('HELLO THERE\r\n\r\n'));
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(envelopeOf(garbage)).toMatchObject({ success: false, errorCode: 'validation_failed' });
    // The server is still there for everyone else.
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  }, 30_000);
});
