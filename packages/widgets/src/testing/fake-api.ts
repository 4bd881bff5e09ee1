import { type FakeRequest, fakePlatform } from '@lobbykit/sdk/testing';

/**
 * The widgets' tests' platform: the typed fake of `@lobbykit/api-client/testing`, reached through
 * `@lobbykit/sdk/testing` (`platform.on(endpoints.gameList, reply)`, `platform.calls(endpoint)`),
 * installed as the sdk's fetch by setup.ts and reset before each test. Bodies travel as sent (a test
 * that seals a body serves its own key). `route('METHOD /path')` and `calls` remain for the tests
 * not yet moved to the typed form.
 */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  /** The query string's parameters (GET reads). */
  query: Record<string, string>;
}

type Answer = { status?: number; body: unknown };
type Route = (call: FakeCall) => Answer | Promise<Answer>;

export const calls: FakeCall[] = [];
const callOf = new WeakMap<FakeRequest, FakeCall>();

export const platform = fakePlatform({
  encryption: false,
  onRequest(request) {
    const call: FakeCall = {
      method: request.method,
      path: request.path,
      body: typeof request.sent === 'string' ? request.body : request.sent,
      query: Object.fromEntries(request.query),
    };
    callOf.set(request, call);
    calls.push(call);
  },
});

export function route(key: `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`, answer: Route): void {
  const space = key.indexOf(' ');
  platform.route(key.slice(0, space), key.slice(space + 1), (request) => {
    const call = callOf.get(request);
    if (!call) throw new Error(`No call logged for ${key}`);
    return answer(call);
  });
}

export function resetFakeApi(): void {
  platform.reset();
  calls.length = 0;
}

export const ok = (value: unknown): Answer => ({ body: { success: true, value } });

export const fakeFetch: typeof fetch = platform.fetch;
