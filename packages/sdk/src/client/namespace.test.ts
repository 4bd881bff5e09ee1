import { login as loginEndpoint } from '@lobbykit/api-client';
import { describe, expect, it } from 'vitest';
import { login } from '../actions/login';
import { $config } from '../stores/config';
import { $session } from '../stores/session';
import { memoryStorage } from '../stores/storage';
import { fakePlatform } from '../testing/fake-platform';
import { configure, getClient } from './configure';

/** Storages as a browser tab would hold them after the player site (`ph`) signed a player in. */
function tabStorages() {
  return {
    local: memoryStorage({ merchantCode: 'ph', lang: 'TY', 'brandB:merchantCode': 'bd' }),
    session: memoryStorage({ token: 'ph-token', account: 'phplayer', 'lk:cache:x': '1' }),
  };
}

describe('namespaces (issue 15): a configuration whose storage keys are its own', () => {
  it("R9.28 a namespace reads its own merchant and session, never the player site's", () => {
    const platform = fakePlatform();
    configure({
      apiBase: 'http://api.test',
      namespace: 'brandB',
      storage: tabStorages(),
      fetch: platform.fetch,
    });
    expect($config.get()).toMatchObject({ merchantCode: 'bd', language: 'EN' });
    expect($session.get()).toMatchObject({ token: null, isLogin: false, account: null });
  });

  it('a login in a namespace stores its token under the namespace and sends it with its merchant', async () => {
    const platform = fakePlatform();
    const storage = tabStorages();
    configure({ apiBase: 'http://api.test', namespace: 'brandB', storage, fetch: platform.fetch });
    await login({ username: 'demo01', password: 'Demo1234', terms: true });
    const token = $session.get().token;
    expect(token).toBeTruthy();
    expect(storage.session.getItem('brandB:token')).toBe(token);
    // The player site's own session is untouched.
    expect(storage.session.getItem('token')).toBe('ph-token');
    const login1 = platform.calls(loginEndpoint)[0];
    expect(login1?.headers.get('Merchant')).toBe('bd');
    expect(login1?.headers.get('Authorization')).toBeNull();
  });

  it("the namespace's cache sweep clears only its own keys", () => {
    const storage = tabStorages();
    configure({ apiBase: 'http://api.test', namespace: 'brandB', storage, fetch: fakePlatform().fetch });
    storage.session.setItem('brandB:lk:cache:y', '2');
    getClient().clearCache();
    expect(storage.session.getItem('brandB:lk:cache:y')).toBeNull();
    expect(storage.session.getItem('lk:cache:x')).toBe('1');
  });

  it('without a namespace the keys are spec section 9 exactly (R9.27, R9.28)', () => {
    configure({ apiBase: 'http://api.test', storage: tabStorages(), fetch: fakePlatform().fetch });
    expect($config.get()).toMatchObject({ merchantCode: 'ph', language: 'TY' });
    expect($session.get()).toMatchObject({ token: 'ph-token', account: 'phplayer' });
  });

  it('refuses a namespace that is not letters, digits and dashes, changing nothing', () => {
    configure({ apiBase: 'http://api.test', storage: tabStorages(), fetch: fakePlatform().fetch });
    expect(() => configure({ apiBase: 'http://other.test', namespace: 'brand:B' })).toThrow(
      /namespace "brand:B"/,
    );
    expect($config.get().apiBase).toBe('http://api.test');
  });
});
