#!/usr/bin/env node
// `npm start`: installs what is missing, builds, and runs the platform server (embedded PGlite with
// seeded demo data), the player site, the examples and, unless real Google and Facebook credentials
// are set, a local OpenID provider that plays both for the sign-in buttons. Flags: --no-install, --no-build.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { ensurePortsFree, portTakenMessage } from './lib/ports.mjs';
import { step } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const flags = new Set(process.argv.slice(2));
const host = process.env.HOST ?? '127.0.0.1';
const apiPort = Number(process.env.PORT ?? 8787);
const sitePort = Number(process.env.LOBBYKIT_SITE_PORT ?? 5173);
const examplesPort = Number(process.env.LOBBYKIT_EXAMPLES_PORT ?? 5180);
const openidPort = Number(process.env.LOBBYKIT_OPENID_PORT ?? 8790);
const sdkVersion = JSON.parse(readFileSync(join(root, 'packages/sdk/package.json'), 'utf8')).version;

const apiBase = `http://${host}:${apiPort}`;
const siteBase = `http://${host}:${sitePort}`;
const examplesBase = `http://${host}:${examplesPort}`;
const sdkBase = `${examplesBase}/sdk`;
const openidBase = `http://${host}:${openidPort}`;
// Real credentials for both providers leave nothing for the demo provider to play.
const demoOpenId = !(process.env.GOOGLE_CLIENT_ID && process.env.FACEBOOK_CLIENT_ID);

/** What listens where, and the variable that moves it. */
const ports = [
  { name: 'the platform API', port: apiPort, variable: 'PORT' },
  { name: 'the player site', port: sitePort, variable: 'LOBBYKIT_SITE_PORT' },
  { name: 'the examples and the SDK bundle', port: examplesPort, variable: 'LOBBYKIT_EXAMPLES_PORT' },
  ...(demoOpenId
    ? [{ name: 'the demo OpenID provider', port: openidPort, variable: 'LOBBYKIT_OPENID_PORT' }]
    : []),
];
// The sdk sends players back to the site's /login, and a partner page back to itself (the
// examples' logins); by either name of this machine.
const partnerPages = ['affiliate-page', 'react-host', 'strict-csp'];
const signInReturns = [`${siteBase}/login`, ...partnerPages.map((page) => `${examplesBase}/${page}/`)];
if (host === '127.0.0.1') {
  signInReturns.push(
    `http://localhost:${sitePort}/login`,
    ...partnerPages.map((page) => `http://localhost:${examplesPort}/${page}/`),
  );
}
const sdkUrl = `${sdkBase}/lobbykit@${sdkVersion}/lobbykit.js`;

/** The loader snippet as a partner pastes it, pointing at this install's bundle. */
const loaderSnippet = () =>
  readFileSync(join(root, 'packages/sdk/dist/loader-snippet.html'), 'utf8').replaceAll(
    '__LOBBYKIT_BASE__',
    sdkBase,
  );
/**
 * The snippet with each of its tags carrying the page's CSP nonce (the static server fills
 * `%CSP_NONCE%` in): the script, and the modulepreload links (without it their modules go unused and
 * each file is fetched again by the loader's script).
 */
const noncedLoaderSnippet = () => loaderSnippet().replace(/<(script|link)\b/g, '<$1 nonce="%CSP_NONCE%"');

/**
 * The strict policy of the docs (storybook, Embedding/CSP), as examples/strict-csp is served: scripts
 * by nonce and whatever they load ('strict-dynamic'), styles by nonce, no 'unsafe-inline' or eval,
 * and nothing else but the platform API and this server.
 */
const strictCsp = (nonce) =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'nonce-${nonce}'`,
    `connect-src ${apiBase}`,
    `img-src ${apiBase} 'self' data:`,
    "font-src 'self'",
    "frame-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'none'",
  ].join('; ');

function startPlatform() {
  return startServer('The platform server', 'packages/platform-server/dist/main.js', {
    PORT: String(apiPort),
    HOST: host,
    LOBBYKIT_DATA_DIR: process.env.LOBBYKIT_DATA_DIR ?? join(root, '.data', 'pglite'),
    ...(demoOpenId ? { LOBBYKIT_DEMO_OPENID_URL: process.env.LOBBYKIT_DEMO_OPENID_URL ?? openidBase } : {}),
  });
}

/** R4.14, R4.15 offline: the demo 'Google' and 'Facebook' (oidc-provider), see the README. */
function startDemoOpenId() {
  return startServer('The demo OpenID provider', 'packages/platform-server/dist/demo-openid.js', {
    PORT: String(openidPort),
    HOST: host,
    LOBBYKIT_DEMO_REDIRECT_URIS: signInReturns.join(','),
  });
}

const children = new Set();
// However `npm start` ends, the servers it started end with it.
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

/** Runs a server script and resolves once it says it is listening; its end ends `npm start`. */
function startServer(name, script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.add(child);
  return new Promise((resolve, reject) => {
    let ready = false;
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (!ready && /listening/i.test(String(chunk))) {
        ready = true;
        resolve(child);
      }
    });
    child.on('exit', (code) => {
      children.delete(child);
      if (!ready) reject(new Error(`${name} stopped before it was ready (exit ${code}).`));
      else process.exit(code ?? 1);
    });
  });
}

try {
  // Before the install and the build, so a taken port is said at once, not minutes later.
  await ensurePortsFree(host, ports);
  if (!flags.has('--no-install')) await ensureInstalled(root);
  // Loaded after the install: sirv is one of the packages a fresh clone does not have yet.
  const { startStaticServer } = await import('./lib/static-server.mjs');
  if (!flags.has('--no-build')) await build();

  if (demoOpenId) {
    step('Starting the demo OpenID provider');
    await startDemoOpenId();
  }
  step('Starting the platform server');
  await startPlatform();

  const config = { apiBase, sdkUrl };
  await startStaticServer({
    host,
    port: sitePort,
    mounts: { '/': join(root, 'packages/host-site/dist') },
    spa: join(root, 'packages/host-site/dist/index.html'),
    config,
  });
  await startStaticServer({
    host,
    port: examplesPort,
    mounts: {
      '/': join(root, 'examples'),
      // The React host example as vite built it.
      '/react-host/': join(root, 'examples/react-host/dist'),
      // The docs as `npm test` (or `npm run docs:build`) built them.
      '/docs/': join(root, 'storybook/storybook-static'),
      [`/sdk/lobbykit@${sdkVersion}/`]: join(root, 'packages/widgets/dist/embed'),
      '/sdk/': join(root, 'packages/sdk/dist'),
    },
    replacements: {
      LOBBYKIT_API: apiBase,
      LOBBYKIT_SITE: siteBase,
      LOBBYKIT_LOADER: loaderSnippet(),
      LOBBYKIT_LOADER_WITH_NONCE: noncedLoaderSnippet(),
    },
    config: { ...config, siteBase },
    policies: { '/strict-csp/': strictCsp },
  });

  const stop = () => {
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  console.log(`
\x1b[1mLobbyKit is running\x1b[0m
  Player site        http://${host}:${sitePort}/
  Affiliate example  ${examplesBase}/affiliate-page/
  Agent portal       ${examplesBase}/agent-portal/   (the agent center in a third-party back office)
  React host         ${examplesBase}/react-host/   (Vite + React 19: the React adapter and typed <lk-*> elements)
  Strict CSP         ${examplesBase}/strict-csp/   (nonce + 'strict-dynamic', served with that header)
  Docs (Storybook)   ${examplesBase}/docs/   (${existsSync(join(root, 'storybook/storybook-static/index.html')) ? 'as last built' : 'not built yet'}: \`npm run docs:build\`; \`npm run docs\` runs them live)
  Platform API       ${apiBase}   (health: ${apiBase}/health)
  SDK bundle         ${sdkUrl}
  Demo sign-in       ${demoOpenId ? `${openidBase}   (the Google and Facebook buttons sign in here, offline)` : 'off: GOOGLE_* and FACEBOOK_* credentials are set'}

Demo accounts
  Philippines (ph)   player demo01 / Demo1234     agent agent01 / Agent1234
                     newbie01 / Welcome123 (made by agent01: must change the password at first login)
  Bangladesh (bd)    player bdplayer01 / Demo1234
  Google / Facebook  ana@demo.lobbykit.test or rahim@demo.lobbykit.test / Demo1234 at the demo sign-in
                     (the first sign-in opens a new player account)
  Operator API       /admin/* with the X-Admin-Key header (SMS codes and mails: GET /admin/outbox; see the README)

Press Ctrl+C to stop.`);
} catch (error) {
  // A port taken after the check above (during the build): said the same way.
  const taken = error.code === 'EADDRINUSE' && ports.find(({ port }) => port === error.port);
  console.error(`\n${taken ? await portTakenMessage(host, taken) : error.message}`);
  process.exit(1);
}
