export * from '../member-center/ui/missions-fixtures';
export { gameCatalogue, gameFixture, iconFor, vendorFixture } from './game-fixtures';
export * from './member-center-fixtures';
export * from './promotion-fixtures';
export { registerRule, registerRules, registerSettingsFor } from './register-fixtures';

import { $modal, $session, $startup, type MemberInfo, type Permission, setLanguage } from '@lobbykit/sdk';
import { bangladeshRegion, philippinesRegion, TRIAL_TYPE } from '@lobbykit/sdk/testing';

/** Test and story fixtures: the sdk's stores set directly, the way a real login or startup leaves them. */
export function member(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 1,
    account: 'demo01',
    username: 'demo01',
    nickname: 'Lucky Demo',
    customerId: 'C0001',
    type: 0,
    imgUrl: null,
    merchantCode: 'ph',
    currency: 'TLB',
    firstTimeLogin: false,
    mobileNum: null,
    email: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function signIn(info: MemberInfo = member(), isAgent = false): void {
  $session.set({
    ...$session.get(),
    token: 'token-1',
    isLogin: true,
    isAgent,
    isTrial: info.type === TRIAL_TYPE,
    member: info,
    account: info.account,
    nickname: info.nickname,
    username: info.username,
    customerId: info.customerId,
    imgUrl: info.imgUrl,
  });
}

export function signOut(): void {
  $session.set({
    ...$session.get(),
    token: null,
    isLogin: false,
    isAgent: false,
    isTrial: false,
    member: null,
    account: null,
    nickname: null,
    username: null,
    customerId: null,
    imgUrl: null,
  });
}

export const philippines: Permission['merchant'] = { ...philippinesRegion, defaultLanguage: 'EN' };

export const bangladesh: Permission['merchant'] = { ...bangladeshRegion, defaultLanguage: 'EN' };

/** A free-play account (type 4), as free play leaves it. */
export const trialMember = (): MemberInfo =>
  member({ id: 90, account: 'trial12345678', username: 'trial12345678', nickname: null, type: TRIAL_TYPE });

/**
 * Startup finished at status 0 for `merchant`, as the permission call would leave it; `modules` are
 * whitelabel flags such as `{ FREEPLAY3: true }` (absent means off).
 */
export function startupReady(
  merchant: Permission['merchant'] = philippines,
  modules: Record<string, boolean> = {},
): void {
  $startup.set({
    phase: 'ready',
    status: 0,
    title: '',
    info: '',
    location: { ip: '127.0.0.1', countryCode: merchant.country },
    permission: {
      location: { ip: '127.0.0.1', countryCode: merchant.country },
      maintenance: false,
      regionRestricted: false,
      merchant,
      info: {
        customerService: [],
        domainRoute: [],
        resources: {},
        whitelabel: Object.entries(modules).map(([modId, enabled]) => ({
          modId,
          enabled,
          childrenNodes: [],
        })),
        register: {},
        mainDomain: 'localhost',
        analytics: { gtagId: '' },
        imageCDNs: [],
        launchGameCDNs: [],
      },
    },
  });
}

/** Signed out, no modal, startup pending; resolves once the language's dictionary is active. */
export function resetSdkState(language = 'EN'): Promise<void> {
  signOut();
  $modal.set(null);
  $startup.set({ phase: 'loading' });
  return setLanguage(language);
}
export * from '../agent-center/pages/ui/agent-pages-fixtures';
