import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumArgs } from '../../../scripts/lib/chromium.mjs';
import { chromiumLaunch, stack } from '../stack';

/**
 * The loader snippet as the docs give it, pointing at this stack's bundle, each of its tags (the
 * modulepreload links and the script) with `nonce`.
 */
export function loaderSnippet(nonce: string): string {
  return readFileSync(join(import.meta.dirname, '../../../packages/sdk/dist/loader-snippet.html'), 'utf8')
    .replaceAll('__LOBBYKIT_BASE__', `${stack.examples}/sdk`)
    .replace(/<(script|link)\b/g, `<$1 nonce="${nonce}"`);
}

/**
 * The policy a strict partner sends: scripts by nonce and what they load ('strict-dynamic'), no
 * inline style; `frames` lets the page hold a same-origin frame.
 */
export function strictCsp(nonce: string, options: { frames?: boolean } = {}): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'nonce-${nonce}'`,
    `connect-src ${stack.api}`,
    `img-src ${stack.api} ${stack.examples} data:`,
    "font-src 'self'",
    ...(options.frames ? ["frame-src 'self'"] : []),
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * How a spec launches Chromium when its pages come from the test (page.route's route.fulfill): such a
 * page has no server address, which Chromium counts as a public page, and its Local Network Access
 * check would then refuse every call to the loopback API. A partner's page and API are on one side of
 * that line in production; here the check is turned off. In a spec: `test.use({ launchOptions: routedPageLaunch })`.
 */
export const routedPageLaunch = {
  ...chromiumLaunch,
  // One list: Chromium keeps only the last --disable-features switch (scripts/lib/chromium.mjs).
  args: [
    ...chromiumArgs({ disable: ['LocalNetworkAccessChecks', 'PrivateNetworkAccessNullIpAddress'] }),
    ...chromiumLaunch.args.filter((arg) => !CHROMIUM_ARGS.includes(arg)),
  ],
};

/**
 * The hostile-host pages (tests/e2e/fixtures/hostile-hosts) share one page, `_page.html`: its head
 * (the charset, the icon, the host's own style for the three boxes) and a body. Each page's file
 * holds only what makes it hostile: its `<title>`, what it adds to the head, and a `<body>` where
 * it is not the plain one (`%SLOTS%` then `%WIDGETS%`). In a page:
 * - `%SLOTS%` is the three boxes (wallet header, login, register);
 * - `%WIDGETS%` is the loader snippet and the script that mounts the three widgets into them;
 *   `%WIDGETS brandA%` the same in namespace brandA;
 * - `%LOADER%`, `%API%`, `%SITE%` and `%NONCE%` are this run's snippet, addresses and nonce.
 * A file that is a whole page (it starts with `<!doctype`) is used as it is.
 */
export interface HostValues {
  loader: string;
  api: string;
  site: string;
  nonce: string;
}

const SLOTS = `<div class="slots">
      <div id="lk-header"></div>
      <div id="lk-login"></div>
      <div id="lk-register"></div>
    </div>`;

const widgets = (namespace: string | undefined) => `%LOADER%
    <script nonce="%NONCE%">
      LobbyKit('init', { apiBase: '%API%', siteBase: '%SITE%', ${namespace ? `namespace: '${namespace}', ` : ''}merchantCode: 'ph', language: 'EN' });
      LobbyKit('mount', 'wallet-header', '#lk-header');
      LobbyKit('mount', 'login', '#lk-login', { variant: 'inline' });
      LobbyKit('mount', 'register', '#lk-register', { variant: 'inline' });
    </script>`;

/** The page of `file` in `folder`, whole and filled in with this run's values. */
export function hostPage(folder: string, file: string, values: HostValues): string {
  const own = readFileSync(join(folder, file), 'utf8');
  const page = own.trimStart().toLowerCase().startsWith('<!doctype') ? own : fill(folder, own);
  return page
    .replaceAll('%LOADER%', values.loader)
    .replaceAll('%API%', values.api)
    .replaceAll('%SITE%', values.site)
    .replaceAll('%NONCE%', values.nonce);
}

/** `_page.html` with a page's title, head and body. */
function fill(folder: string, own: string): string {
  const title = own.match(/<title>([\s\S]*?)<\/title>/)?.[1];
  if (title === undefined) throw new Error('a hostile-host page names its <title>');
  const [head = '', body = '%SLOTS%\n    %WIDGETS%'] = own
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .split(/<\/?body>/)
    .map((part) => part.trim());
  return readFileSync(join(folder, '_page.html'), 'utf8')
    .replace('%TITLE%', () => title)
    .replace('%HEAD%', () => head)
    .replace('%BODY%', () => body)
    .replaceAll('%SLOTS%', SLOTS)
    .replace(/%WIDGETS(?: (\w+))?%/g, (_, namespace: string | undefined) => widgets(namespace));
}
