// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configure, startup } from '@lobbykit/sdk';
import { prefetchAnnouncements } from '@lobbykit/sdk/lobby';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AskedAhead, fetchTakingAhead } from './ask-ahead';

const API = 'http://api.test';
const headers = { Accept: 'application/json', Merchant: 'ph', Language: 'EN', Device: 'WEB' };
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const asked = (url: string, response: Promise<Response>): AskedAhead => ({ url, headers, response });

/** The page head's script (index.html, `#ask-ahead`), run as the browser runs it. */
const headScript = /<script id="ask-ahead">([\s\S]*?)<\/script>/.exec(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../index.html'), 'utf8'),
)?.[1];

const network = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
  Promise.resolve(answer({ success: false, errorCode: 'maintenance', message: 'down' })),
);
const sentPaths = () => network.mock.calls.map(([input]) => new URL(String(input)).pathname);

beforeEach(() => {
  network.mockClear();
  vi.stubGlobal('fetch', network);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.LOBBYKIT_AHEAD = undefined;
});

describe('taking what the page head asked', () => {
  it('answers the same GET (query in any order, same headers) with the asked response, once', async () => {
    const response = answer({ success: true, value: 1 });
    const fetch = fetchTakingAhead([asked(`${API}/wps/x?b=2&a=1`, Promise.resolve(response))]);
    expect(await fetch(`${API}/wps/x?a=1&b=2`, { method: 'GET', headers: { ...headers } })).toBe(response);
    expect(network).not.toHaveBeenCalled();
    await fetch(`${API}/wps/x?a=1&b=2`, { method: 'GET', headers: { ...headers } });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends a request with other headers, another query or a body as usual', async () => {
    const fetch = fetchTakingAhead([asked(`${API}/wps/x`, Promise.resolve(answer({})))]);
    await fetch(`${API}/wps/x`, { method: 'GET', headers: { ...headers, Language: 'TY' } });
    await fetch(`${API}/wps/x`, { method: 'GET', headers: { ...headers, Authorization: 'token' } });
    await fetch(`${API}/wps/x?a=1`, { method: 'GET', headers });
    await fetch(`${API}/wps/x`, { method: 'POST', headers, body: '{}' });
    expect(network).toHaveBeenCalledTimes(4);
  });

  it('sends the request again when the asked one failed', async () => {
    const fetch = fetchTakingAhead([asked(`${API}/wps/x`, Promise.reject(new TypeError('offline')))]);
    await fetch(`${API}/wps/x`, { method: 'GET', headers });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("rejects with the request's abort (its time-out) when that comes before the asked answer", async () => {
    const fetch = fetchTakingAhead([asked(`${API}/wps/x`, new Promise<Response>(() => {}))]);
    const controller = new AbortController();
    const taken = fetch(`${API}/wps/x`, { method: 'GET', headers, signal: controller.signal });
    controller.abort(new DOMException('late', 'TimeoutError'));
    await expect(taken).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

describe("the page head's asks", () => {
  const runHead = (path: string) => {
    window.history.replaceState(null, '', path);
    window.LOBBYKIT_CONFIG = { apiBase: `${API}/` };
    new Function(headScript ?? 'throw new Error("no #ask-ahead script in index.html")')();
  };

  it('R4.41 are the very requests the sdk makes at startup and for the home banners, which are then not sent again', async () => {
    runHead('/');
    expect(sentPaths()).toEqual([
      '/wps/system/status',
      '/wps/system/permission',
      '/wps/relay/MCSFE_getListAnnouncements',
    ]);
    configure({ apiBase: API, fetch: fetchTakingAhead() });
    await startup();
    await prefetchAnnouncements().catch(() => undefined);
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('ask no announcements away from the home page', () => {
    runHead('/rng');
    expect(sentPaths()).toEqual(['/wps/system/status', '/wps/system/permission']);
  });

  it('preload the first home banner once the announcements answer', async () => {
    const banner = (url: string, groupName: string) => ({ url, groupName });
    network.mockImplementation((input) =>
      Promise.resolve(
        String(input).includes('Announcements')
          ? answer({
              success: true,
              value: {
                banners: [
                  banner('https://cdn.test/side.svg', 'w_leftmenu'),
                  banner('https://cdn.test/1.svg', 'w_home'),
                ],
              },
            })
          : answer({}),
      ),
    );
    document.head.innerHTML = '';
    runHead('/');
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"]')).not.toBeNull());
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((link) => [link.as, link.href])).toEqual([['image', 'https://cdn.test/1.svg']]);
  });
});
