import { ErrorCode } from '@lobbykit/api-client';
import { describe, expect, it } from 'vitest';
import type { Db } from './db/database';
import { memoryLogger } from './log';
import { createPlatform } from './platform';

/** A database that fails every query: stands in for a genuine bug or an outage below the server. */
const brokenDb = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('connection refused at /secret/path');
    },
  },
) as Db;

describe('createPlatform', () => {
  it('answers a genuine failure with 500 unknown_error, no stack, logged once', async () => {
    const log = memoryLogger();
    const { fetch } = createPlatform({ db: brokenDb, config: { adminKey: 'k' }, log });
    const response = await fetch(new Request('http://platform.test/wps/system/status'));
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({ success: false, errorCode: ErrorCode.unknown, message: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(log.errors).toEqual(['GET /wps/system/status failed']);
    expect(log.lines).toEqual([expect.stringMatching(/^GET \/wps\/system\/status 500 /)]);
  });

  it('reports an unhealthy database on /health with 503', async () => {
    const { fetch } = createPlatform({ db: brokenDb, config: { adminKey: 'k' }, log: memoryLogger() });
    const response = await fetch(new Request('http://platform.test/health'));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false });
  });
});
