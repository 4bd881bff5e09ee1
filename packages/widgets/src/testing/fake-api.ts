import { endpoints, type FakePlatform, type FakeRequest, fakePlatform } from '@lobbykit/sdk/testing';

/**
 * The widgets' tests' platform: the typed fake of `@lobbykit/api-client/testing`, reached through
 * `@lobbykit/sdk/testing`: `platform.on(endpoints.gameList, reply)`, `platform.fail(endpoint, code)`,
 * `platform.hang(endpoint)`, `platform.calls(endpoint)`. Installed as the sdk's fetch by setup.ts and
 * reset before each test. It serves its own session key and opens what the client sealed with it, so
 * `platform.calls(endpoint)[0].body` is an encrypted form's fields (`sent` is the sealed body as it
 * travelled).
 */
export const platform = fakePlatform();

type Target = Parameters<FakePlatform['calls']>[0];

/** The query string each request to the endpoint carried, as sent (strings), in order. */
export const queries = (endpoint: Target): Record<string, string>[] =>
  platform.calls(endpoint).map((call) => Object.fromEntries(call.query));

/** The body each request to the endpoint carried (JSON parsed, a form's fields), in order. */
export const bodies = (endpoint: Target): unknown[] => platform.calls(endpoint).map((call) => call.body);

/** An encrypted call's fields as the platform opened them; throws when the body did not travel sealed. */
export function sealedBody(call: FakeRequest | undefined): Record<string, unknown> {
  const sealed = typeof call?.sent === 'string' && /^\{"value":"[\w-]*(\.[\w-]*){4}"\}$/.test(call.sent);
  if (!sealed || typeof call?.body !== 'object' || call.body === null || 'value' in call.body) {
    throw new Error(`Not a body sealed with the fake's key: ${String(call?.sent)}`);
  }
  return call.body as Record<string, unknown>;
}

/**
 * Makes the fake's RSA session key now, as a suite starts (`beforeAll(makeSessionKey)`), so a test's
 * first encrypted call does not wait on the key's generation, slow on a loaded machine.
 */
export async function makeSessionKey(): Promise<void> {
  await platform.client().call(endpoints.sessionKey);
}

export const resetFakeApi = (): void => platform.reset();
