import {
  DEFAULT_MERCHANT,
  type Endpoint,
  envelope,
  GATEWAY_VERSION,
  Header,
  login,
  type ResponseOf,
} from '@lobbykit/api-client';
import * as v from 'valibot';
import { manualClock } from '../clock';
import type { Random } from '../demo-game/random';
import { memoryLogger } from '../log';
import { createPlatform, type Platform } from '../platform';
import type { SocialProviderConfig } from '../services/social-sign-in/providers';
import { BASE, createTestClient } from './test-client';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_ADMIN_KEY = 'test-admin-key';
/** Tests choose the caller's IP with this header; the real server reads the socket. */
export const TEST_IP_HEADER = 'X-Test-Ip';
/** The caller's IP when a test names none (a documentation address, RFC 5737). */
export const DEFAULT_TEST_IP = '203.0.113.10';

export interface CallOptions {
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as is, for malformed bodies. */
  rawBody?: string;
  headers?: Record<string, string>;
  token?: string;
  merchant?: string;
  ip?: string;
}

export interface TestResponse {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export interface TestPlatform {
  platform: Platform;
  database: TestDatabase;
  clock: ReturnType<typeof manualClock>;
  log: ReturnType<typeof memoryLogger>;
  request(method: string, path: string, options?: CallOptions): Promise<TestResponse>;
  /** Calls an endpoint and checks the answer against the contract: a success envelope whose value parses. */
  value<E extends Endpoint>(endpoint: E, options?: CallOptions): Promise<ResponseOf<E>>;
  /** Logs in through the api-client (encrypted, as a browser would) and answers the token. */
  tokenFor(username: string, password: string, merchant?: string): Promise<string>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The next captcha answer the test platform draws; tests set it before asking for a captcha. */
export const captchaAnswers = { next: 'Ab3x' };

export interface TestPlatformOptions {
  random?: Random;
  socialProviders?: readonly SocialProviderConfig[];
}

/**
 * `random` pins the demo game's luck (default node:crypto) so a test can force a win;
 * `socialProviders` offers Google or Facebook sign-in (a local demo provider in tests).
 */
export async function createTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const clock = manualClock();
  const log = memoryLogger();
  const database = await createTestDatabase(clock);
  const platform = createPlatform({
    db: database.db,
    clock,
    log,
    config: { adminKey: TEST_ADMIN_KEY, validateResponses: true, socialProviders: options.socialProviders },
    clientIp: (c) => c.req.header(TEST_IP_HEADER) ?? DEFAULT_TEST_IP,
    ...(options.random ? { random: options.random } : {}),
    drawCaptcha: () => ({
      text: captchaAnswers.next,
      data: `<svg xmlns="http://www.w3.org/2000/svg"><text>${captchaAnswers.next}</text></svg>`,
    }),
  });

  async function request(method: string, path: string, options: CallOptions = {}): Promise<TestResponse> {
    const url = new URL(path, BASE);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = {
      [Header.merchant]: options.merchant ?? DEFAULT_MERCHANT,
      [Header.device]: 'WEB',
      [Header.gatewayVersion]: GATEWAY_VERSION,
      ...(options.token ? { [Header.authorization]: options.token } : {}),
      ...(options.ip ? { [TEST_IP_HEADER]: options.ip } : {}),
    };
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    const response = await platform.fetch(
      new Request(url, {
        method,
        headers: { ...headers, ...options.headers },
        ...(body !== undefined ? { body } : {}),
      }),
    );
    if (response.headers.get('content-type')?.includes('text/event-stream')) {
      return { status: response.status, body: await openedStream(response), headers: response.headers };
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
  }

  async function value<E extends Endpoint>(endpoint: E, options: CallOptions = {}): Promise<ResponseOf<E>> {
    const response = await request(endpoint.method, endpoint.path, options);
    const answer = v.parse(envelope, response.body);
    if (!answer.success) throw new Error(`${endpoint.path} failed: ${JSON.stringify(answer)}`);
    return v.parse(endpoint.response, answer.value);
  }

  return {
    platform,
    database,
    clock,
    log,
    request,
    value,
    async tokenFor(username, password, merchant = DEFAULT_MERCHANT) {
      const client = createTestClient(platform, { merchant });
      return (await client.call(login, { username, password })).token;
    },
    async reset() {
      clock.set('2026-01-15T08:00:00Z');
      captchaAnswers.next = 'Ab3x';
      log.lines.length = 0;
      log.errors.length = 0;
      await database.reset();
      // The restored rows are not the ones the platform kept in memory.
      platform.caches.clear();
    },
    close: () => database.close(),
  };
}

/**
 * A server-sent event stream never ends by itself: its first event is read, then the stream is
 * closed as a client leaving would. It answers as an envelope, the first event as the value.
 */
async function openedStream(response: Response): Promise<Record<string, unknown>> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('\n\n')) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  const first = text.split('\n\n')[0] ?? '';
  const field = (name: string) =>
    first
      .split('\n')
      .find((line) => line.startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim();
  return { success: true, value: { event: field('event'), data: field('data') } };
}
