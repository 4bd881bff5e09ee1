import * as client from 'openid-client';
import type { SocialProviderConfig } from './providers';

/** Who the provider says signed in. */
export interface ProviderPerson {
  /** The provider's stable id of the person. */
  subject: string;
  name: string | undefined;
  email: string | undefined;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * The OpenID Connect / OAuth 2 side of a sign-in, all through openid-client: discovery, the
 * authorization URL with its PKCE challenge, and the code exchange, which checks the state, the
 * issuer, the PKCE verifier, the ID token's signature, audience and nonce. Nothing hand-written.
 */
export interface SocialGateway {
  authorizationUrl(provider: SocialProviderConfig, request: AuthorizationRequest): Promise<string>;
  /** Throws whenever anything does not check out: the caller logs nobody in. */
  exchange(
    provider: SocialProviderConfig,
    callbackUrl: URL,
    request: AuthorizationRequest,
  ): Promise<ProviderPerson>;
}

const OIDC_SCOPE = 'openid profile email';
const FACEBOOK_SCOPE = 'public_profile email';

export function createOpenIdGateway(): SocialGateway {
  // One discovery per provider, kept; a failed one is forgotten so the next sign-in tries again.
  const configurations = new Map<string, Promise<client.Configuration>>();

  function configurationOf(provider: SocialProviderConfig): Promise<client.Configuration> {
    const key = `${provider.id}:${provider.kind === 'oidc' ? provider.issuer : provider.tokenEndpoint}`;
    let found = configurations.get(key);
    if (!found) {
      found = configure(provider);
      found.catch(() => configurations.delete(key));
      configurations.set(key, found);
    }
    return found;
  }

  return {
    async authorizationUrl(provider, { redirectUri, state, nonce, codeVerifier }) {
      const configuration = await configurationOf(provider);
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: provider.kind === 'oidc' ? OIDC_SCOPE : FACEBOOK_SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      };
      if (provider.kind === 'oidc') parameters.nonce = nonce;
      return client.buildAuthorizationUrl(configuration, parameters).href;
    },

    async exchange(provider, callbackUrl, { state, nonce, codeVerifier }) {
      const configuration = await configurationOf(provider);
      if (provider.kind === 'oidc') {
        const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('The provider sent no ID token');
        let name = typeof claims.name === 'string' ? claims.name : undefined;
        let email = verifiedEmail(claims);
        // Providers that keep profile claims out of the ID token (the demo provider) answer them here.
        if ((!name || !email) && configuration.serverMetadata().userinfo_endpoint) {
          const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
          name ??= typeof info.name === 'string' ? info.name : undefined;
          email ??= verifiedEmail(info);
        }
        return { subject: claims.sub, name, email };
      }
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
      });
      const response = await client.fetchProtectedResource(
        configuration,
        tokens.access_token,
        new URL(provider.profileEndpoint),
        'GET',
      );
      if (!response.ok) throw new Error(`The profile answered ${response.status}`);
      const profile = (await response.json()) as { id?: unknown; name?: unknown; email?: unknown };
      if (typeof profile.id !== 'string' || profile.id === '') throw new Error('The profile has no id');
      return {
        subject: profile.id,
        name: typeof profile.name === 'string' ? profile.name : undefined,
        // Facebook answers an email only once its owner confirmed it.
        email: typeof profile.email === 'string' ? profile.email : undefined,
      };
    },
  };
}

async function configure(provider: SocialProviderConfig): Promise<client.Configuration> {
  if (provider.kind === 'oidc') {
    const authentication = provider.clientSecret
      ? client.ClientSecretPost(provider.clientSecret)
      : client.None();
    return client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret
        ? { client_secret: provider.clientSecret }
        : { token_endpoint_auth_method: 'none' },
      authentication,
      provider.allowHttp ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  }
  return new client.Configuration(
    {
      issuer: new URL(provider.authorizationEndpoint).origin,
      authorization_endpoint: provider.authorizationEndpoint,
      token_endpoint: provider.tokenEndpoint,
    },
    provider.clientId,
    { client_secret: provider.clientSecret },
    client.ClientSecretPost(provider.clientSecret),
  );
}

/** An address only when the provider vouches for it. */
function verifiedEmail(claims: Record<string, unknown>): string | undefined {
  return typeof claims.email === 'string' && claims.email_verified === true ? claims.email : undefined;
}
