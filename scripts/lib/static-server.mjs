import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename, dirname, extname, join, resolve } from 'node:path';
import sirv from 'sirv';

/** Versioned (`lobbykit@<version>/`) and content-hashed (vite's `assets/`, the embed's `chunks/`) files. */
const IMMUTABLE = /\/lobbykit@[^/]+\/|\/(assets|chunks)\/[^/]+-[\w-]{8}\.[\w.]+$/;

/**
 * A namespace's copy of the embed bundle (issue 15: `LobbyKit('init', { namespace: 'brandB' })` on a
 * page that has a first init imports `lobbykit@<v>/ns/brandB/chunks/…`): the same files under a path
 * of its own, so the browser gives that runtime module instances of its own. Served as the file
 * without `ns/<name>/`, with the same headers; a CDN does the same with one rewrite (README).
 */
const NAMESPACE_COPY = /(\/lobbykit@[^/]+\/)ns\/[a-z][a-z0-9-]{0,31}\//i;

const cacheControl = (pathname) =>
  IMMUTABLE.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * A folder served as built: Content-Length, ETag and 304s, and the build's `.br`/`.gz` copies by
 * Accept-Encoding (scripts/lib/precompress.mjs). Files are looked up on each request (sirv's `dev`),
 * so a rebuild under a running server is served at once.
 */
const serveFolder = (folder) => sirv(folder, { dev: true, etag: true, brotli: true, gzip: true });

/** The HTML file a request resolves to (a folder's index.html included), if it is one. */
function htmlFile(folder, path) {
  const file = join(folder, path);
  if (!existsSync(file)) return null;
  const html = statSync(file).isDirectory() ? join(file, 'index.html') : file;
  return extname(html) === '.html' && existsSync(html) ? html : null;
}

function answer(response, status, type, body) {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

/**
 * The file server of `npm start`, the end-to-end stack and the bench: the built site, the SDK bundle
 * and the examples, with the headers a CDN would send (see the README's Production section).
 * - `mounts`: URL prefix -> folder, longest prefix first.
 * - `spa`: a file to answer for unknown paths without an extension (client-side routes).
 * - `replacements`: `%NAME%` tokens replaced in HTML, so the examples carry this install's URLs;
 *   such HTML is made per request: sent uncompressed, never cached.
 * - `config`: served as `/lobbykit-config.js` (`window.LOBBYKIT_CONFIG = {...}`).
 * - `policies`: URL prefix -> `(nonce) => Content-Security-Policy`: HTML under it gets a fresh nonce
 *   per response, written where the page says `%CSP_NONCE%` and sent in the policy header.
 * Cache-Control: a year and immutable for versioned and content-hashed files, no-cache for the rest.
 * `/lobbykit@<v>/ns/<name>/<file>` is `/lobbykit@<v>/<file>` (a namespace's copy, NAMESPACE_COPY).
 */
export function startStaticServer({ host, port, mounts, spa, replacements = {}, config, policies = {} }) {
  const ordered = Object.entries(mounts)
    .sort(([a], [b]) => b.length - a.length)
    .map(([prefix, folder]) => ({ prefix, folder: resolve(folder), serve: serveFolder(folder) }));
  const fallback = spa && { url: `/${basename(spa)}`, serve: serveFolder(dirname(spa)) };
  const dynamicHtml = Object.keys(replacements).length + Object.keys(policies).length > 0;

  function sendHtml(response, file, pathname = '') {
    let html = readFileSync(file, 'utf8');
    for (const [name, value] of Object.entries(replacements)) html = html.replaceAll(`%${name}%`, value);
    const policy = Object.entries(policies).find(([prefix]) => pathname.startsWith(prefix))?.[1];
    if (policy) {
      const nonce = randomBytes(16).toString('base64');
      html = html.replaceAll('%CSP_NONCE%', nonce);
      response.setHeader('content-security-policy', policy(nonce));
    }
    answer(response, 200, 'text/html; charset=utf-8', html);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const pathname = url.pathname.replace(NAMESPACE_COPY, '$1');
    const { search } = url;
    response.setHeader('access-control-allow-origin', '*');
    if (pathname === '/lobbykit-config.js' && config) {
      response.setHeader('cache-control', 'no-store');
      answer(
        response,
        200,
        'text/javascript; charset=utf-8',
        `window.LOBBYKIT_CONFIG = ${JSON.stringify(config)};\n`,
      );
      return;
    }
    let path;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      path = null;
    }
    // `..` segments are resolved by URL parsing; encoded ones (`..%2F`) are refused here.
    if (path === null || path.includes('\0') || path.split(/[/\\]/).includes('..')) {
      answer(response, 400, 'text/plain', 'Bad request');
      return;
    }

    const notFound = () => {
      response.setHeader('cache-control', 'no-cache');
      if (!fallback || extname(path)) return answer(response, 404, 'text/plain', 'Not found');
      if (dynamicHtml) return sendHtml(response, spa);
      request.url = fallback.url;
      fallback.serve(request, response, () => answer(response, 404, 'text/plain', 'Not found'));
    };

    const mount = ordered.find(({ prefix }) => pathname.startsWith(prefix));
    if (!mount) return notFound();
    const rest = `/${pathname.slice(mount.prefix.length).replace(/^\//, '')}`;
    const html = dynamicHtml && htmlFile(mount.folder, decodeURIComponent(rest));
    response.setHeader('cache-control', html ? 'no-cache' : cacheControl(pathname));
    if (html) return sendHtml(response, html, pathname);
    response.setHeader('vary', 'Accept-Encoding');
    request.url = rest + search;
    mount.serve(request, response, notFound);
  });

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}
