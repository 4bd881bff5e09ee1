import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { DEMO_CLIENT_IDS } from '../services/social-sign-in/providers';
import { consentPage, errorPage, loginPage } from './demo-pages';
import { checkDemoPerson, DEMO_PEOPLE, findDemoPerson } from './demo-people';

export interface DemoOpenIdOptions {
  /** Default 0: a free port (tests). */
  port?: number;
  host?: string;
  /** Where the demo clients may send people back to: the player site's sign-in page. */
  redirectUris: string[];
}

export interface DemoOpenIdProvider {
  /** The issuer, and the server's LOBBYKIT_DEMO_OPENID_URL. */
  issuer: string;
  close(): Promise<void>;
}

/** Which sign-in the demo stands in for, by the client asking. */
const PROVIDER_NAMES: Record<string, string> = {
  [DEMO_CLIENT_IDS.google]: 'Google',
  [DEMO_CLIENT_IDS.facebook]: 'Facebook',
};

const MAX_FORM_BYTES = 4096;

/**
 * A real OpenID provider (oidc-provider) on this machine, playing Google and Facebook for the
 * demo: authorization code with PKCE required, signed ID tokens, a sign-in page and a consent
 * page for the demo people. `npm start` and the end-to-end stack run it beside the platform.
 */
export async function startDemoOpenIdProvider(options: DemoOpenIdOptions): Promise<DemoOpenIdProvider> {
  const host = options.host ?? '127.0.0.1';
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'demo-1', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: Object.values(DEMO_CLIENT_IDS).map((clientId) => ({
      client_id: clientId,
      client_name: `LobbyKit (demo ${PROVIDER_NAMES[clientId]})`,
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: options.redirectUris,
    })),
    pkce: { required: () => true },
    // A demo sign-in is short: ten minutes to sign in, an hour for everything it gives out.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 3600,
      IdToken: 3600,
      AuthorizationCode: 60,
    },
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const person = findDemoPerson(id);
      if (!person) return undefined;
      return {
        accountId: person.subject,
        claims: () => ({ sub: person.subject, name: person.name, email: person.email, email_verified: true }),
      };
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error_description ?? out.error));
    },
  });

  async function interaction(req: IncomingMessage, res: ServerResponse, action: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    const clientId = String(details.params.client_id);
    const providerName = PROVIDER_NAMES[clientId] ?? clientId;
    const uid = details.uid;
    const hint = `Demo people: ${DEMO_PEOPLE.map((person) => person.email).join(', ')} (password ${DEMO_PEOPLE[0]!.password}).`;

    if (req.method === 'GET') {
      if (details.prompt.name === 'login')
        return html(res, 200, loginPage({ uid, provider: providerName, hint }));
      const person = findDemoPerson(String(details.session?.accountId));
      const scopes = String(details.params.scope ?? 'openid').split(' ');
      return html(res, 200, consentPage({ uid, provider: providerName, name: person?.name ?? '', scopes }));
    }
    if (req.method !== 'POST') return html(res, 405, errorPage('Method not allowed'));
    const form = await readForm(req);

    if (action === 'login') {
      const email = form.get('email') ?? '';
      const person = checkDemoPerson(email, form.get('password') ?? '');
      if (!person) {
        const error = 'Wrong email or password.';
        return html(res, 200, loginPage({ uid, provider: providerName, email, error, hint }));
      }
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: person.subject } },
        { mergeWithLastSubmission: false },
      );
    }
    if (action === 'confirm') {
      const accountId = String(details.session?.accountId);
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId, clientId });
      if (!grant) return html(res, 400, errorPage('The sign-in expired. Please start again.'));
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      return provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    }
    if (action === 'abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The sign-in was cancelled' },
        { mergeWithLastSubmission: false },
      );
    }
    return html(res, 404, errorPage('Not found'));
  }

  const callback = provider.callback();
  handle = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(?:\/(\w+))?$/.exec(url.pathname);
    if (!match) {
      callback(req, res);
      return;
    }
    interaction(req, res, match[2]).catch((error: unknown) => {
      if (res.headersSent) return res.end();
      html(res, 400, errorPage((error as Error).message || 'The sign-in expired. Please start again.'));
    });
  };

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new Error('The form is too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
