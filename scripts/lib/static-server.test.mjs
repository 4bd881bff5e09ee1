import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';
import { startStaticServer } from './static-server.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Compressible text: repeated, so every compressed copy is smaller than the original.
const script = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;

let folder;
let site;
let examples;

/** A raw GET (fetch would decompress): status, headers and the body's bytes. */
function get(server, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const { port } = server.address();
    request({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

function write(path, contents) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, contents);
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'lobbykit-static-'));
  write(join(folder, 'site/index.html'), `<!doctype html><title>site</title>${'<p>home</p>'.repeat(50)}`);
  write(join(folder, 'site/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(join(folder, 'site/assets/index-Ab3_x-9Z.js'), script);
  write(join(folder, 'embed/lobbykit.js'), script);
  write(join(folder, 'embed/chunks/login-widget-Xy12_-ab.js'), script);
  write(join(folder, 'examples/page/index.html'), '<p>%API%</p><p>%SITE%</p>');
  write(
    join(folder, 'examples/strict/index.html'),
    '<style nonce="%CSP_NONCE%"></style><script nonce="%CSP_NONCE%">%API%</script>',
  );
  write(join(folder, 'secret.txt'), 'outside every mount');
  await precompress([join(folder, 'site'), join(folder, 'embed')]);

  site = await startStaticServer({
    host: '127.0.0.1',
    port: 0,
    mounts: { '/': join(folder, 'site') },
    spa: join(folder, 'site/index.html'),
    config: { apiBase: 'http://api.test' },
  });
  examples = await startStaticServer({
    host: '127.0.0.1',
    port: 0,
    mounts: { '/': join(folder, 'examples'), '/sdk/lobbykit@1.2.3/': join(folder, 'embed') },
    replacements: { API: 'http://api.test', SITE: 'http://site.test' },
    policies: {
      '/strict/': (nonce) => `script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'nonce-${nonce}'`,
    },
  });
});

afterAll(() => {
  site?.close();
  examples?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes .br and .gz copies only where they save bytes', () => {
    expect(existsSync(join(folder, 'site/assets/index-Ab3_x-9Z.js.br'))).toBe(true);
    expect(existsSync(join(folder, 'site/assets/index-Ab3_x-9Z.js.gz'))).toBe(true);
    // A 43-byte SVG grows once compressed: it is left as it is.
    expect(existsSync(join(folder, 'site/favicon.svg.br'))).toBe(false);
    expect(existsSync(join(folder, 'site/favicon.svg.gz'))).toBe(false);
  });
});

describe('startStaticServer', () => {
  const asset = '/assets/index-Ab3_x-9Z.js';

  it('sends the brotli copy to a client that accepts br, with Content-Length and ETag', async () => {
    const response = await get(site, asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length);
    expect(response.headers.etag).toBeTruthy();
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that accepts gzip only, and the file itself to others', async () => {
    const gzip = await get(site, asset, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get(site, asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
    expect(Number(plain.headers['content-length'])).toBe(script.length);
    expect(plain.body.toString()).toBe(script);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(site, asset, { 'accept-encoding': 'br' });
    const again = await get(site, asset, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('caches versioned and content-hashed files for a year, HTML and unversioned files never', async () => {
    expect((await get(site, asset)).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get(examples, '/sdk/lobbykit@1.2.3/lobbykit.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect(
      (await get(examples, '/sdk/lobbykit@1.2.3/chunks/login-widget-Xy12_-ab.js')).headers['cache-control'],
    ).toBe(IMMUTABLE);
    expect((await get(site, '/')).headers['cache-control']).toBe('no-cache');
    expect((await get(site, '/index.html')).headers['cache-control']).toBe('no-cache');
    expect((await get(site, '/favicon.svg')).headers['cache-control']).toBe('no-cache');
    expect((await get(site, '/assets/missing-Ab3_x-9Z.js')).headers['cache-control']).toBe('no-cache');
  });

  it("serves a namespace's copy (lobbykit@<v>/ns/<name>/<file>) as the file itself, with the same headers", async () => {
    for (const file of ['lobbykit.js', 'chunks/login-widget-Xy12_-ab.js']) {
      const plain = await get(examples, `/sdk/lobbykit@1.2.3/${file}`, { 'accept-encoding': 'br' });
      const copy = await get(examples, `/sdk/lobbykit@1.2.3/ns/brandB/${file}`, { 'accept-encoding': 'br' });
      expect(copy.status).toBe(200);
      expect(copy.headers['content-encoding']).toBe('br');
      expect(copy.headers['cache-control']).toBe(IMMUTABLE);
      expect(copy.headers['content-type']).toMatch(/^text\/javascript/);
      expect(copy.headers.etag).toBe(plain.headers.etag);
      expect(copy.body.equals(plain.body)).toBe(true);
      const gzip = await get(examples, `/sdk/lobbykit@1.2.3/ns/brand-2/${file}`, {
        'accept-encoding': 'gzip',
      });
      expect(gunzipSync(gzip.body).toString()).toBe(script);
      const again = await get(examples, `/sdk/lobbykit@1.2.3/ns/brandB/${file}`, {
        'accept-encoding': 'br',
        'if-none-match': copy.headers.etag,
      });
      expect(again.status).toBe(304);
    }
    // Only a namespace's name, one level, and only under a versioned bundle.
    expect((await get(examples, '/sdk/lobbykit@1.2.3/ns/a/b/lobbykit.js')).status).toBe(404);
    expect((await get(examples, '/sdk/lobbykit@1.2.3/ns/..%2F/lobbykit.js')).status).not.toBe(200);
    expect((await get(examples, '/sdk/ns/brandB/lobbykit.js')).status).toBe(404);
  });

  it('answers client routes with the SPA page, and a missing file with 404', async () => {
    const route = await get(site, '/member/profile?tab=1', { 'accept-encoding': 'br' });
    expect(route.status).toBe(200);
    expect(route.headers['content-type']).toMatch(/^text\/html/);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(route.body).toString()).toContain('<title>site</title>');
    expect((await get(site, '/assets/missing.js')).status).toBe(404);
  });

  it('refuses paths that leave the mounted folder', async () => {
    for (const path of ['/..%2Fsecret.txt', '/%2e%2e%2fsecret.txt', '/assets/..%5C..%5Csecret.txt']) {
      const response = await get(site, path);
      expect(response.status, path).toBe(400);
      expect(response.body.toString()).not.toContain('outside every mount');
    }
    // Plain `..` segments are resolved before the lookup: the request stays inside the site.
    const dotted = await get(site, '/../secret.txt');
    expect(dotted.status).toBe(404);
    expect(dotted.body.toString()).not.toContain('outside every mount');
  });

  it('fills in %NAME% replacements in HTML, uncompressed and never cached', async () => {
    const page = await get(examples, '/page/', { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(Number(page.headers['content-length'])).toBe(page.body.length);
    expect(page.body.toString()).toBe('<p>http://api.test</p><p>http://site.test</p>');
  });

  it('sends a page under a policy prefix with its Content-Security-Policy and a fresh nonce on its tags', async () => {
    const first = await get(examples, '/strict/');
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(first.headers['content-security-policy'] ?? '')?.[1];
    expect(nonce).toHaveLength(24);
    expect(first.headers['content-security-policy']).toBe(
      `script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'nonce-${nonce}'`,
    );
    expect(first.body.toString()).toBe(
      `<style nonce="${nonce}"></style><script nonce="${nonce}">http://api.test</script>`,
    );
    const second = await get(examples, '/strict/');
    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
    // Pages outside the prefix get no policy.
    expect((await get(examples, '/page/')).headers['content-security-policy']).toBeUndefined();
  });

  it('serves /lobbykit-config.js from the config it was given', async () => {
    const response = await get(site, '/lobbykit-config.js');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.toString()).toBe('window.LOBBYKIT_CONFIG = {"apiBase":"http://api.test"};\n');
  });
});
