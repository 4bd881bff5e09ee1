import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_IDS, socialProvidersFromEnv } from './providers';

describe('sign-in providers from the environment (R4.14, R4.15)', () => {
  it('R4.14 R4.15 offers none without credentials or a demo provider', () => {
    expect(socialProvidersFromEnv({})).toEqual([]);
  });

  it('R4.14 R4.15 lets the local demo provider play both when no credentials are set', () => {
    const providers = socialProvidersFromEnv({ LOBBYKIT_DEMO_OPENID_URL: 'http://127.0.0.1:8790/' });
    expect(providers).toEqual([
      expect.objectContaining({
        id: 'google',
        kind: 'oidc',
        issuer: 'http://127.0.0.1:8790',
        clientId: DEMO_CLIENT_IDS.google,
        allowHttp: true,
      }),
      expect.objectContaining({ id: 'facebook', kind: 'oidc', clientId: DEMO_CLIENT_IDS.facebook }),
    ]);
  });

  it('R4.15 uses real Google by its issuer and R4.14 Facebook by its Graph API once credentials are set', () => {
    const providers = socialProvidersFromEnv({
      LOBBYKIT_DEMO_OPENID_URL: 'http://127.0.0.1:8790',
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      FACEBOOK_CLIENT_ID: 'f-id',
      FACEBOOK_CLIENT_SECRET: 'f-secret',
    });
    expect(providers[0]).toMatchObject({
      id: 'google',
      issuer: 'https://accounts.google.com',
      allowHttp: false,
    });
    expect(providers[1]).toMatchObject({
      id: 'facebook',
      kind: 'oauth2',
      tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    });
  });

  it('stops the start when a client id comes without its secret', () => {
    expect(() => socialProvidersFromEnv({ GOOGLE_CLIENT_ID: 'g-id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => socialProvidersFromEnv({ FACEBOOK_CLIENT_ID: 'f-id' })).toThrow(/FACEBOOK_CLIENT_SECRET/);
  });
});
