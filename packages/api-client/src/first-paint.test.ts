import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createClient } from './client';
import { empty } from './contract/fields';
import { ErrorCode } from './errors';
import * as firstPaint from './first-paint';

const HEAD = ['method', 'path', 'auth', 'encrypted', 'cache', 'encoding'] as const;

/** A client whose fetch records each URL it is asked for and answers `body`. */
function recordingClient(body: string) {
  const calls: string[] = [];
  const client = createClient({
    baseUrl: 'http://api.test',
    context: () => ({ merchant: 'ph', language: 'EN', token: null }),
    fetch: async (input) => {
      calls.push(String(input));
      return new Response(body);
    },
  });
  return { client, calls };
}

describe('first-paint lazy endpoints', () => {
  for (const [name, lazy] of Object.entries(firstPaint)) {
    it(`${name}: its head is the endpoint's own, and empty says whether its request is \`empty\``, async () => {
      const endpoint = await lazy.load();
      for (const key of HEAD) expect(lazy[key], key).toBe(endpoint[key]);
      expect(lazy.empty).toBe(endpoint.request === empty);
    });
  }

  it('sends an empty read at once and checks its answer against the loaded schema', async () => {
    const { client, calls } = recordingClient(
      JSON.stringify({ success: true, value: { status: 0, title: '', info: '', location: {} } }),
    );
    await expect(client.call(firstPaint.systemStatus)).rejects.toMatchObject({
      errorCode: ErrorCode.badResponse,
    });
    expect(calls).toEqual(['http://api.test/wps/system/status']);
  });

  it('refuses input an empty request does not take, with the schema’s own error, before sending', async () => {
    const { client, calls } = recordingClient('{}');
    const refused = v.safeParse(empty, { extra: 1 });
    await expect(
      client.call(firstPaint.systemStatus, { extra: 1 } as unknown as Record<never, never>),
    ).rejects.toMatchObject({
      errorCode: ErrorCode.validation,
      message: refused.issues?.[0]?.message,
      field: 'extra',
    });
    expect(calls).toEqual([]);
  });
});
