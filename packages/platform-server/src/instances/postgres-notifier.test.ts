import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCacheRegistry, merchantTag } from '../cache/cache-registry';
import { memoryLogger } from '../log';
import { createBalanceCache } from '../services/balance-cache';
import { createSessionCache } from '../services/session-cache';
import { busBalanceChanges, busRevocations, sharedCaches } from './instance-bus';
import {
  createPostgresNotifier,
  HELLO_WAIT_MS,
  INSTANCE_CHANNEL,
  type ListeningClient,
  PAYLOAD_BUDGET,
  PEER_CHECK_MS,
  RETRY_FIRST_MS,
} from './postgres-notifier';

/** A stand-in for one LISTENing pg connection, which a test can drop or speak through. */
class FakeClient extends EventEmitter {
  queries: string[] = [];
  ended = false;
  async query(text: string) {
    this.queries.push(text);
  }
  async end() {
    this.ended = true;
  }
  notice(payload: string) {
    this.emit('notification', { channel: INSTANCE_CHANNEL, payload });
  }
}

/**
 * A notifier on fake connections; `sent` holds what it published, `clients` every connection it
 * opened. With `peers`, it counts the other instances through it (one answer per call, the last kept).
 */
function fakeNotifier(options: { failConnects?: number; peers?: number[] } = {}) {
  const clients: FakeClient[] = [];
  const sent: string[] = [];
  let failures = options.failConnects ?? 0;
  const notifier = createPostgresNotifier({
    async connect() {
      if (clients.length > 0 && failures > 0) {
        failures--;
        throw new Error('connection refused');
      }
      const client = new FakeClient();
      clients.push(client);
      return client as unknown as ListeningClient;
    },
    async notify(_channel, payload) {
      sent.push(payload);
    },
    ...(options.peers
      ? { peers: async () => (options.peers!.length > 1 ? options.peers!.shift()! : options.peers![0]!) }
      : {}),
    log: memoryLogger(),
  });
  return { notifier, clients, sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the PostgreSQL instance notifier', () => {
  it("LISTENs on its own connection, and applies the others' tag invalidations but not its own", async () => {
    const { notifier, clients, sent } = fakeNotifier();
    await notifier.start();
    expect(clients[0]!.queries).toEqual([`listen ${INSTANCE_CHANNEL}`]);
    const local = createCacheRegistry();
    const caches = sharedCaches(local, notifier);
    const merchants = caches.create<string>('merchants', 10);
    merchants.set('ph', 'Philippines', [merchantTag('ph')]);
    merchants.set('bd', 'Bangladesh', [merchantTag('bd')]);

    caches.invalidateTag(merchantTag('bd'));
    await notifier.settled();
    expect(sent).toHaveLength(1);
    // Our own message comes back on the channel: it must not be applied twice (nor loop).
    merchants.set('bd', 'Bangladesh', [merchantTag('bd')]);
    clients[0]!.notice(sent[0]!);
    expect(merchants.get('bd')).toBe('Bangladesh');

    // Another instance's message for the same tag drops it here, without publishing it again.
    const other = JSON.stringify({
      from: 'another-instance',
      message: { kind: 'tag', tag: merchantTag('ph') },
    });
    clients[0]!.notice(other);
    expect(merchants.get('ph')).toBeUndefined();
    expect(merchants.get('bd')).toBe('Bangladesh');
    expect(sent).toHaveLength(1);
    await notifier.close();
  });

  it('R7.03 a logout in another instance drops the session kept here', async () => {
    const { notifier, clients } = fakeNotifier();
    await notifier.start();
    const caches = sharedCaches(createCacheRegistry(), notifier);
    const sessions = createSessionCache({ caches, revocations: busRevocations(notifier) });
    const now = new Date('2026-01-15T08:00:00Z');
    const live = {
      session: { revokedAt: null, expiresAt: new Date('2026-01-16T08:00:00Z') },
      member: { id: 7 },
    } as never;
    await sessions.find('hash-1', now, async () => live);
    expect(sessions.get('hash-1', now)).toBeDefined();
    clients[0]!.notice(
      JSON.stringify({ from: 'another-instance', message: { kind: 'session', tokenHash: 'hash-1' } }),
    );
    expect(sessions.get('hash-1', now)).toBeUndefined();
    await notifier.close();
  });

  it('R7.25 money moved in another instance drops those members’ balances here, no one else’s', async () => {
    const { notifier, clients, sent } = fakeNotifier();
    await notifier.start();
    const caches = sharedCaches(createCacheRegistry(), notifier);
    const balances = createBalanceCache({ caches, changes: busBalanceChanges(notifier) });
    expect(await balances.read(7, async () => 700)).toBe(700);
    expect(await balances.read(8, async () => 800)).toBe(800);
    clients[0]!.notice(
      JSON.stringify({ from: 'another-instance', messages: [{ kind: 'balances', memberIds: [7] }] }),
    );
    expect(await balances.read(7, async () => 650)).toBe(650);
    expect(await balances.read(8, async () => -1)).toBe(800);

    // A movement here drops the balance here and tells the others, in one NOTIFY per turn.
    balances.moved([8, 8]);
    balances.moved([9]);
    caches.invalidateTag(merchantTag('ph'));
    await notifier.settled();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!).messages).toEqual([
      { kind: 'balances', memberIds: [8] },
      { kind: 'balances', memberIds: [9] },
      { kind: 'tag', tag: merchantTag('ph') },
    ]);
    expect(await balances.read(8, async () => 820)).toBe(820);
    await notifier.close();
  });

  it('splits a large batch into NOTIFY payloads PostgreSQL accepts, and every message arrives', async () => {
    const { notifier, sent } = fakeNotifier();
    await notifier.start();
    for (let id = 1; id <= 1_000; id++) notifier.publish({ kind: 'balances', memberIds: [id] });
    await notifier.settled();
    expect(sent.length).toBeGreaterThan(1);
    for (const payload of sent) expect(Buffer.byteLength(payload)).toBeLessThan(PAYLOAD_BUDGET);
    const other = fakeNotifier();
    await other.notifier.start();
    const arrived: number[] = [];
    busBalanceChanges(other.notifier).subscribe((ids) => arrived.push(...ids));
    for (const payload of sent) other.clients[0]!.notice(payload);
    expect(arrived).toEqual(Array.from({ length: 1_000 }, (_, index) => index + 1));
    await notifier.close();
    await other.notifier.close();
  });

  it('clears every cache when its connection drops and again once it listens anew, since notifications were missed', async () => {
    vi.useFakeTimers();
    const { notifier, clients } = fakeNotifier({ failConnects: 2 });
    await notifier.start();
    const caches = sharedCaches(createCacheRegistry(), notifier);
    const merchants = caches.create<string>('merchants', 10);
    const answers = caches.create<string>('system answers', 10);
    merchants.set('ph', 'Philippines', [merchantTag('ph')]);
    answers.set('ph:status', '0', [merchantTag('ph')]);

    clients[0]!.emit('error', new Error('terminating connection due to administrator command'));
    expect(notifier.listening).toBe(false);
    expect(clients[0]!.ended).toBe(true);
    expect(caches.sizes()).toEqual({ merchants: 0, 'system answers': 0 });

    // Kept while nobody listened: an invalidation sent meanwhile never arrives, so this may be stale.
    merchants.set('ph', 'stale while disconnected', [merchantTag('ph')]);
    // Two refused reconnects, retried with a growing pause, then a third that listens.
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS * 2);
    expect(notifier.listening).toBe(false);
    expect(merchants.get('ph')).toBe('stale while disconnected');
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS * 4);
    expect(notifier.listening).toBe(true);
    expect(clients).toHaveLength(2);
    expect(clients[1]!.queries).toEqual([`listen ${INSTANCE_CHANNEL}`]);
    expect(caches.sizes()).toEqual({ merchants: 0, 'system answers': 0 });

    // The new connection carries messages as the first did.
    answers.set('bd:status', '0', [merchantTag('bd')]);
    clients[1]!.notice(
      JSON.stringify({ from: 'another-instance', message: { kind: 'tag', tag: merchantTag('bd') } }),
    );
    expect(answers.get('bd:status')).toBeUndefined();
    await notifier.close();
  });

  it('a connection that ends by itself counts as dropped too; one closed on purpose does not reconnect', async () => {
    vi.useFakeTimers();
    const { notifier, clients } = fakeNotifier();
    await notifier.start();
    clients[0]!.emit('end');
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(clients).toHaveLength(2);
    expect(notifier.listening).toBe(true);
    await notifier.close();
    clients[1]!.emit('end');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(clients).toHaveLength(2);
  });

  it('publishes nothing while it is the only instance, and everything once another one says hello', async () => {
    const { notifier, clients, sent } = fakeNotifier({ peers: [0] });
    await notifier.start();
    expect(notifier.alone).toBe(true);
    const balances = busBalanceChanges(notifier);
    balances.publish([7]);
    await notifier.settled();
    expect(sent).toEqual([]);

    // A second instance starts: it counted this one and says hello; this one answers and publishes.
    clients[0]!.notice(JSON.stringify({ from: 'another-instance', hello: true }));
    expect(notifier.alone).toBe(false);
    balances.publish([8]);
    await notifier.settled();
    expect(sent.map((payload) => JSON.parse(payload))).toEqual([
      { from: expect.any(String), answer: true },
      { from: expect.any(String), messages: [{ kind: 'balances', memberIds: [8] }] },
    ]);
    await notifier.close();
  });

  it('a starting instance that counts others says hello and starts once each has answered', async () => {
    const { notifier, clients, sent } = fakeNotifier({ peers: [2] });
    let started = false;
    const starting = notifier.start().then(() => {
      started = true;
    });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(sent[0]!)).toEqual({ from: expect.any(String), hello: true });
    clients[0]!.notice(JSON.stringify({ from: 'first-instance', answer: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toBe(false);
    clients[0]!.notice(JSON.stringify({ from: 'second-instance', answer: true }));
    await starting;
    expect(notifier.alone).toBe(false);
    await notifier.close();
  });

  it('starts anyway when a counted instance never answers, and turns alone once the count finds nobody', async () => {
    vi.useFakeTimers();
    const { notifier, sent } = fakeNotifier({ peers: [1, 1, 0] });
    const starting = notifier.start();
    await vi.advanceTimersByTimeAsync(HELLO_WAIT_MS);
    await starting;
    expect(notifier.alone).toBe(false);
    await vi.advanceTimersByTimeAsync(PEER_CHECK_MS);
    expect(notifier.alone).toBe(false);
    await vi.advanceTimersByTimeAsync(PEER_CHECK_MS);
    expect(notifier.alone).toBe(true);
    notifier.publish({ kind: 'tag', tag: merchantTag('ph') });
    await notifier.settled();
    expect(sent).toHaveLength(1);
    await notifier.close();
  });
});
