import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';

/**
 * Where the end-to-end stack listens: its own ports, so it never meets a running `npm start`.
 * LOBBYKIT_E2E_PORT_OFFSET shifts them all, so two runs on one machine do not meet either.
 */
const offset = Number(process.env.LOBBYKIT_E2E_PORT_OFFSET ?? 0);
const ports = { api: 18787 + offset, site: 15173 + offset, examples: 15180 + offset, openid: 18790 + offset };

export const stack = {
  ports,
  api: `http://127.0.0.1:${ports.api}`,
  site: `http://127.0.0.1:${ports.site}`,
  examples: `http://127.0.0.1:${ports.examples}`,
  /** The demo OpenID provider that plays Google and Facebook (R4.14, R4.15). */
  openid: `http://127.0.0.1:${ports.openid}`,
  adminKey: 'lobbykit-e2e-admin',
};

/** A host name no merchant registers (R8.18): every browser of the suite resolves it to this machine. */
export const UNLISTED_HOST = 'unlisted.lobbykit.test';

/** How every spec launches Chromium (playwright.config.ts); a spec that needs one more flag spreads these. */
export const chromiumLaunch = {
  executablePath: CHROMIUM,
  args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${UNLISTED_HOST} 127.0.0.1`],
};
