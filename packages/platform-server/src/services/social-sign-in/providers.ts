import type { SocialProvider } from '@lobbykit/api-client/contract';

/**
 * How the server reaches one sign-in provider (R4.14, R4.15). `oidc`: OpenID Connect discovery
 * from the issuer, an ID token checked for its nonce. `oauth2`: Facebook's authorization-code
 * flow (it has no ID token for the web), the person read from the Graph API with the access token.
 */
export type SocialProviderConfig =
  | {
      id: SocialProvider;
      kind: 'oidc';
      issuer: string;
      clientId: string;
      /** None for a public client (the local demo provider): PKCE alone proves the caller. */
      clientSecret: string | undefined;
      /** Plain http for the local demo provider only. */
      allowHttp: boolean;
    }
  | {
      id: SocialProvider;
      kind: 'oauth2';
      authorizationEndpoint: string;
      tokenEndpoint: string;
      /** Answers `{ id, name, email }` for the access token. */
      profileEndpoint: string;
      clientId: string;
      clientSecret: string;
    };

export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const FACEBOOK_API_VERSION = 'v21.0';
/** The local demo provider's clients (see demo-openid/): public, no secret. */
export const DEMO_CLIENT_IDS: Record<SocialProvider, string> = {
  google: 'lobbykit-demo-google',
  facebook: 'lobbykit-demo-facebook',
};

function needSecret(env: NodeJS.ProcessEnv, name: string, idName: string): string {
  const secret = env[name];
  if (!secret) throw new Error(`${idName} is set, so ${name} must be set too`);
  return secret;
}

/**
 * The providers from the environment (the README lists the variables). A provider without its
 * own client id falls back to the local demo provider when LOBBYKIT_DEMO_OPENID_URL names one
 * (`npm start` does); with neither, that provider is not offered.
 */
export function socialProvidersFromEnv(env: NodeJS.ProcessEnv = process.env): SocialProviderConfig[] {
  const demo = env.LOBBYKIT_DEMO_OPENID_URL?.replace(/\/+$/, '') || undefined;
  const providers: SocialProviderConfig[] = [];
  const demoProvider = (id: SocialProvider): SocialProviderConfig | undefined =>
    demo
      ? {
          id,
          kind: 'oidc',
          issuer: demo,
          clientId: DEMO_CLIENT_IDS[id],
          clientSecret: undefined,
          allowHttp: true,
        }
      : undefined;

  if (env.GOOGLE_CLIENT_ID) {
    providers.push({
      id: 'google',
      kind: 'oidc',
      issuer: env.GOOGLE_ISSUER || GOOGLE_ISSUER,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: needSecret(env, 'GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_ID'),
      allowHttp: false,
    });
  } else {
    const google = demoProvider('google');
    if (google) providers.push(google);
  }

  if (env.FACEBOOK_CLIENT_ID) {
    const version = env.FACEBOOK_API_VERSION || FACEBOOK_API_VERSION;
    providers.push({
      id: 'facebook',
      kind: 'oauth2',
      authorizationEndpoint: `https://www.facebook.com/${version}/dialog/oauth`,
      tokenEndpoint: `https://graph.facebook.com/${version}/oauth/access_token`,
      profileEndpoint: `https://graph.facebook.com/${version}/me?fields=id,name,email`,
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: needSecret(env, 'FACEBOOK_CLIENT_SECRET', 'FACEBOOK_CLIENT_ID'),
    });
  } else {
    const facebook = demoProvider('facebook');
    if (facebook) providers.push(facebook);
  }
  return providers;
}
