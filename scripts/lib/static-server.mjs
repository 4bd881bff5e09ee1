import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * A small file server for the built site and the examples.
 * - `mounts`: URL prefix -> folder, longest prefix first.
 * - `spa`: a file to answer for unknown paths (client-side routes).
 * - `replacements`: `%NAME%` tokens replaced in HTML, so the examples carry this install's URLs.
 * - `config`: served as `/lobbykit-config.js` (`window.LOBBYKIT_CONFIG = {...}`).
 */
export function startStaticServer({ host, port, mounts, spa, replacements = {}, config }) {
  const ordered = Object.entries(mounts).sort(([a], [b]) => b.length - a.length);

  function locate(pathname) {
    for (const [prefix, folder] of ordered) {
      if (!pathname.startsWith(prefix)) continue;
      const base = resolve(folder);
      const file = resolve(join(base, normalize(pathname.slice(prefix.length))));
      if (!file.startsWith(base)) return null;
      if (existsSync(file) && statSync(file).isDirectory()) {
        const index = join(file, 'index.html');
        return existsSync(index) ? index : null;
      }
      return existsSync(file) ? file : null;
    }
    return null;
  }

  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/lobbykit-config.js' && config) {
      response.writeHead(200, { 'content-type': TYPES['.js'], 'cache-control': 'no-store' });
      response.end(`window.LOBBYKIT_CONFIG = ${JSON.stringify(config)};\n`);
      return;
    }
    let file = locate(decodeURIComponent(pathname));
    if (!file && spa && !extname(pathname)) file = spa;
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // Hashed assets are immutable; HTML and unhashed files are always revalidated.
    const immutable = /[-.][A-Za-z0-9_]{8,}\.(js|css)$/.test(file) || file.includes('/lobbykit@');
    const headers = {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'access-control-allow-origin': '*',
    };
    if (type.startsWith('text/html')) {
      let html = readFileSync(file, 'utf8');
      for (const [name, value] of Object.entries(replacements)) html = html.replaceAll(`%${name}%`, value);
      response.writeHead(200, headers);
      response.end(html);
      return;
    }
    response.writeHead(200, headers);
    createReadStream(file).pipe(response);
  });

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}
