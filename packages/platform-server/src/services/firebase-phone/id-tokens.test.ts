import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import { firebaseIdTokens, InvalidIdToken } from './id-tokens';

// Google's securetoken keys stand here as a JWKS served on loopback (tests reach no other host).
const PROJECT = 'lobbykit-test-project';
const clock = manualClock('2026-11-26T04:00:00Z');
let server: Server;
let url: string;
let privateKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' };
  server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const now = () => Math.floor(clock.now().getTime() / 1000);

function googleToken(
  claims: Record<string, unknown> = {},
  options: { key?: CryptoKey; project?: string; iss?: string } = {},
) {
  const project = options.project ?? PROJECT;
  return new SignJWT({
    phone_number: '+639171234567',
    auth_time: now() - 5,
    firebase: { identities: { phone: ['+639171234567'] }, sign_in_provider: 'phone' },
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
    .setIssuer(options.iss ?? `https://securetoken.google.com/${project}`)
    .setAudience(project)
    .setSubject('firebase-uid-1')
    .setIssuedAt(now() - 5)
    .setExpirationTime(now() + 3595)
    .sign(options.key ?? privateKey);
}

describe('Firebase ID tokens with FIREBASE_PROJECT_ID (Google securetoken keys)', () => {
  it("R4.13 accepts a live phone token of the project, signed by one of Google's keys", async () => {
    const verifier = firebaseIdTokens({ project: PROJECT, clock, jwksUrl: url });
    const identity = await verifier.verify(await googleToken());
    expect(identity).toEqual({
      uid: 'firebase-uid-1',
      phoneNumber: '+639171234567',
      expiresAt: new Date((now() + 3595) * 1000),
    });
  });

  it("R4.13 refuses another project's token, another issuer, another key, an expired token and a non-phone sign-in", async () => {
    const verifier = firebaseIdTokens({ project: PROJECT, clock, jwksUrl: url });
    const refused = async (token: Promise<string>) =>
      expect(verifier.verify(await token)).rejects.toBeInstanceOf(InvalidIdToken);
    await refused(googleToken({}, { project: 'someone-else' }));
    await refused(googleToken({}, { iss: 'https://accounts.google.com' }));
    await refused(googleToken({}, { key: otherKey }));
    await refused(googleToken({ firebase: { sign_in_provider: 'password' } }));
    await refused(googleToken({ phone_number: undefined }));
    await refused(googleToken({ auth_time: now() + 60 }));
    const token = await googleToken();
    clock.advance(3600_000);
    await refused(Promise.resolve(token));
  });
});
