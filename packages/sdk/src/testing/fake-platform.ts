import {
  captcha,
  login,
  logout,
  memberInfo,
  permission,
  type ResponseOf,
  systemStatus,
} from '@lobbykit/api-client';
import {
  type FakePlatform,
  type FakeRequest,
  philippinesRegion,
  fakePlatform as typedFake,
} from '@lobbykit/api-client/testing';
import { configure } from '../client/configure';
import { memoryStorage, type StorageLike } from '../stores/storage';

/**
 * The platform API in memory for the actions' tests: the typed fake of `@lobbykit/api-client/testing`
 * with a player's defaults; the real api-client talks to it through its `fetch`, so requests,
 * headers, envelopes and the login's JWE all go through the real code.
 */
export type { FakePlatform, FakeRequest };

export const member: ResponseOf<typeof memberInfo> = {
  id: 7,
  account: 'demo01',
  username: 'demo01',
  nickname: 'Demo',
  customerId: 'C0007',
  type: 0,
  imgUrl: null,
  merchantCode: 'ph',
  currency: 'TLB',
  firstTimeLogin: false,
  mobileNum: null,
  email: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const statusValue = (status: 0 | 1 | 2 = 0): ResponseOf<typeof systemStatus> => ({
  status,
  title: status === 1 ? 'Scheduled upgrade' : '',
  info: status === 1 ? 'Back at 14:00' : '',
  location: { ip: '203.0.113.9', countryCode: 'PH' },
});

export const permissionValue = (flags: Record<string, boolean> = {}): ResponseOf<typeof permission> => ({
  location: { ip: '203.0.113.9', countryCode: 'PH' },
  maintenance: false,
  regionRestricted: false,
  merchant: { ...philippinesRegion, defaultLanguage: 'EN' },
  info: {
    customerService: [{ csType: 'LIVECHAT', path: '/cs/live' }],
    domainRoute: [],
    resources: {},
    whitelabel: [
      {
        modId: 'MEMBER',
        enabled: true,
        childrenNodes: Object.entries(flags).map(([modId, enabled]) => ({
          modId,
          enabled,
          childrenNodes: [],
        })),
      },
    ],
    register: {},
    mainDomain: 'localhost',
    analytics: { gtagId: '' },
    imageCDNs: [],
    launchGameCDNs: [],
  },
});

export const loginAnswer = (overrides: Record<string, unknown> = {}) => ({
  token: 'tok-123',
  expiresIn: 3600,
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  id: member.id,
  account: member.account,
  username: member.username,
  nickname: member.nickname,
  customerId: member.customerId,
  type: member.type,
  ...overrides,
});

/** The sdk's defaults: a player who can open a session (key, status, permission, member, login, logout, captcha). */
function answerDefaults(platform: FakePlatform): void {
  platform
    .on(systemStatus, statusValue(0))
    .on(permission, permissionValue())
    .on(memberInfo, member)
    .on(login, loginAnswer())
    .on(logout, null)
    .on(captcha, { captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zz4=' });
}

/**
 * `@lobbykit/api-client/testing`'s typed fake with the sdk's defaults: `on(endpoint, reply)`,
 * `fail(endpoint, code, flags)`, `hang(endpoint)`, `raw(endpoint, reply)` and `calls(endpoint)`, all
 * keyed and typed by the contract.
 */
export function fakePlatform(): FakePlatform {
  const platform = typedFake();
  answerDefaults(platform);
  return platform;
}

export interface Harness {
  platform: FakePlatform;
  local: StorageLike;
  session: StorageLike;
}

/** A fresh runtime over fresh storages and a fresh fake platform. */
export function setUpRuntime(
  local: Record<string, string> = {},
  session: Record<string, string> = {},
): Harness {
  const platform = fakePlatform();
  const storages = { local: memoryStorage(local), session: memoryStorage(session) };
  configure({ apiBase: 'http://api.test', storage: storages, fetch: platform.fetch });
  return { platform, ...storages };
}
