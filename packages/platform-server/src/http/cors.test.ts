import { systemStatus } from '@lobbykit/api-client';
import { describe, expect, it } from 'vitest';
import { findMerchantByCode } from '../db/merchants';
import { domainRoutes } from '../db/schema/index';
import { testPlatformForFile } from '../testing/platform-for-file';

const t = testPlatformForFile();

const preflight = (origin: string) =>
  t.request('OPTIONS', '/wps/session/login', {
    merchant: '',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'merchant,authorization,content-type',
    },
  });

describe('CORS', () => {
  it('answers a preflight from a registered loopback origin on any port', async () => {
    const response = await preflight('http://localhost:5173');
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe(
      'Merchant, Authorization, Language, Device, X-Gateway-Version, Content-Type',
    );
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('DELETE');
    // Cached for two hours (Chromium's ceiling): a page pays one preflight a path, not one a call.
    expect(response.headers.get('Access-Control-Max-Age')).toBe('7200');
    expect((await preflight('http://127.0.0.1:4173')).headers.get('Access-Control-Allow-Origin')).toBe(
      'http://127.0.0.1:4173',
    );
  });

  it('gives an unregistered origin no Access-Control-Allow-Origin', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const actual = await t.request('GET', '/wps/system/countryCodes', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(actual.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it("R8.18 an origin no merchant lists reads invalid_domain at startup and nothing else: the startup calls' preflight passes, the calls are refused before any handler", async () => {
    const origin = 'https://unknown.example';
    for (const path of [systemStatus.path, '/wps/system/permission']) {
      const asked = await t.request('OPTIONS', path, {
        merchant: '',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'merchant,language,device',
        },
      });
      expect(asked.headers.get('Access-Control-Allow-Origin')).toBe(origin);
      expect(asked.headers.get('Access-Control-Allow-Methods')).toBe('GET');
      const answer = await t.request('GET', path, { merchant: 'ph', headers: { Origin: origin } });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'invalid_domain' });
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(origin);
      // The merchant's data never went out.
      expect(JSON.stringify(answer.body)).not.toContain('langList');
    }
    // Any other call from there: no preflight, no readable answer.
    expect((await preflight(origin)).headers.get('Access-Control-Allow-Origin')).toBeNull();
    const login = await t.request('POST', '/wps/session/login/plain', {
      merchant: 'ph',
      headers: { Origin: origin },
      body: { username: 'demo01', password: 'Demo1234', type: 'username' },
    });
    expect(login.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('allows a registered origin on actual requests, failures included, and never the admin key header', async () => {
    const ok = await t.request('GET', systemStatus.path, { headers: { Origin: 'http://localhost:8080' } });
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:8080');
    expect(ok.headers.get('Vary')).toContain('Origin');
    const unauthorized = await t.request('GET', '/wps/member/info', {
      headers: { Origin: 'http://localhost:8080' },
    });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:8080');
    expect(
      (await preflight('http://localhost:5173')).headers.get('Access-Control-Allow-Headers'),
    ).not.toContain('X-Admin-Key');
  });

  it("checks an actual request against the requested merchant's routes, a preflight against all", async () => {
    const bd = (await findMerchantByCode(t.database.db, 'bd'))!;
    await t.database.db
      .insert(domainRoutes)
      .values({ merchantId: bd.id, origin: 'https://partner.bd.example', kind: 'affiliate' });
    const origin = { Origin: 'https://partner.bd.example' };
    expect((await preflight('https://partner.bd.example')).headers.get('Access-Control-Allow-Origin')).toBe(
      'https://partner.bd.example',
    );
    const asBd = await t.request('GET', systemStatus.path, { merchant: 'bd', headers: origin });
    expect(asBd.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.bd.example');
  });

  it("R8.18 refuses a page whose origin is not one of the merchant's domain routes with invalid_domain it can read", async () => {
    const bd = (await findMerchantByCode(t.database.db, 'bd'))!;
    await t.database.db
      .insert(domainRoutes)
      .values({ merchantId: bd.id, origin: 'https://partner.bd.example', kind: 'affiliate' });
    const origin = { Origin: 'https://partner.bd.example' };
    for (const path of [systemStatus.path, '/wps/system/permission', '/wps/session/key']) {
      const asPh = await t.request('GET', path, { merchant: 'ph', headers: origin });
      expect(asPh.status).toBe(403);
      expect(asPh.body).toMatchObject({ success: false, errorCode: 'invalid_domain' });
      expect(asPh.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.bd.example');
    }
    // Nothing ran: a login from there as ph opens no session.
    const login = await t.request('POST', '/wps/session/login/plain', {
      merchant: 'ph',
      headers: origin,
      body: { username: 'demo01', password: 'Demo1234', type: 'username' },
    });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ errorCode: 'invalid_domain' });
    // Its own merchant still answers it.
    expect((await t.request('GET', systemStatus.path, { merchant: 'bd', headers: origin })).status).toBe(200);
  });
});
