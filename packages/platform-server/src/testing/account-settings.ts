import { Header, type ResponseOf } from '@lobbykit/api-client';
import { adminAccountSettings, adminReplaceAccountSettings } from '@lobbykit/api-client/contract';
import { expect } from 'vitest';
import type { TestPlatform } from './test-platform';
import { TEST_ADMIN_KEY } from './test-platform';

export type AccountSettings = ResponseOf<typeof adminAccountSettings>;

/**
 * Changes a merchant's account settings as its operator does (read them, change, put them back) and
 * expects the change taken: `change` answers the settings to put.
 *
 *     await changeAccountSettings(t, (settings) => ({ ...settings, newIpProof: 'mobile' }));
 */
export async function changeAccountSettings(
  t: TestPlatform,
  change: (settings: AccountSettings) => AccountSettings,
  merchantCode = 'ph',
): Promise<void> {
  const headers = { [Header.adminKey]: TEST_ADMIN_KEY };
  const settings = await t.value(adminAccountSettings, { headers, query: { merchantCode } });
  const answer = await t.request('PUT', adminReplaceAccountSettings.path, {
    headers,
    body: { merchantCode, settings: change(settings) },
  });
  expect(answer.status).toBe(200);
}

/** Turns one of a merchant's login or registration modules (`MOBILEVERCODELOGIN3` ...) on or off. */
export function setAccountModule(t: TestPlatform, name: string, enabled: boolean): Promise<void> {
  return changeAccountSettings(t, (settings) => ({
    ...settings,
    modules: { ...settings.modules, [name]: enabled },
  }));
}
