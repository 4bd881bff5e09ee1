import { ErrorCode, Header, permission, registerSettings } from '@lobbykit/api-client';
import { adminAccountSettings, adminReplaceAccountSettings, register } from '@lobbykit/api-client/contract';
import { describe, expect, it } from 'vitest';
import { testPlatformForFile } from '../testing/platform-for-file';
import { encryptedBody } from '../testing/test-client';
import { TEST_ADMIN_KEY } from '../testing/test-platform';

const t = testPlatformForFile();

const admin = { [Header.adminKey]: TEST_ADMIN_KEY };
const read = (merchantCode = 'ph') =>
  t.value(adminAccountSettings, { headers: admin, query: { merchantCode } });
const replace = (body: unknown) =>
  t.request('PUT', adminReplaceAccountSettings.path, { headers: admin, body });

describe('register settings through the admin API', () => {
  it('reads the seeded settings, module flags and rules of a merchant', async () => {
    const settings = await read();
    expect(settings).toMatchObject({ countryDialingCode: '63', mobileDigits: 11, mobilePrefix: '09' });
    expect(settings.modules).toEqual({
      MOBILENUMREG3: true,
      REGMOBVERF3: false,
      MOBILENUMPASSREG3: false,
      MOBILEVERCODELOGIN3: false,
      FIREBASESMSLOGIN3: false,
    });
    expect(settings.rules.username).toMatchObject({ enabled: true, required: true });
  });

  it('R5.17 R5.18 a replacement is what /wps/system/setting/register and the permission answer', async () => {
    const before = await read();
    const answer = await replace({
      merchantCode: 'ph',
      settings: {
        ...before,
        fields: {
          ...before.fields,
          captcha: { enabled: false, required: false },
          email: { enabled: true, required: true },
        },
        modules: { ...before.modules, REGMOBVERF3: true, MOBILEVERCODELOGIN3: true },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ value: { modules: { REGMOBVERF3: true } } });

    const shown = await t.value(registerSettings);
    expect(shown.fields.captcha).toEqual({ enabled: false, required: false });
    expect(shown.fields.email).toEqual({ enabled: true, required: true });
    const granted = await t.value(permission);
    const flag = (id: string) => granted.info.whitelabel.find((node) => node.modId === id)?.enabled;
    expect(flag('REGMOBVERF3')).toBe(true);
    expect(flag('MOBILEVERCODELOGIN3')).toBe(true);
  });

  it('R5.08 R5.22 a replaced username rule is the one registration and the permission apply', async () => {
    const before = await read();
    const rule = {
      ...before.rules.username!,
      minLength: 8,
      acceptedPattern: '^[a-z0-9]+$',
      patternId: 'username_rule',
    };
    expect(
      (
        await replace({
          merchantCode: 'ph',
          settings: { ...before, rules: { ...before.rules, username: rule } },
        })
      ).status,
    ).toBe(200);
    const granted = await t.value(permission);
    expect(granted.info.register.username).toMatchObject({ minLength: 8, acceptedPattern: '^[a-z0-9]+$' });
    const form = { username: 'short1', password: 'Secret123', confirmPassword: 'Secret123', captcha: '' };
    const refused = await t.request('PUT', register.path, { body: await encryptedBody(t.platform, form) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'username', messageKey: 'username_rule' });
  });

  it('refuses a bad pattern with 400 and the field, and writes nothing', async () => {
    const before = await read();
    const bad = { ...before.rules.username!, acceptedPattern: '([' };
    const answer = await replace({
      merchantCode: 'ph',
      settings: { ...before, rules: { ...before.rules, username: bad } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errorCode: ErrorCode.validation,
      field: 'settings.rules.username.acceptedPattern',
    });
    expect(await read()).toEqual(before);
  });

  it('refuses a rule whose minLength is above its maxLength, and writes nothing', async () => {
    const before = await read();
    const bad = { ...before.rules.username!, minLength: 30, maxLength: 10 };
    const answer = await replace({
      merchantCode: 'ph',
      settings: { ...before, rules: { ...before.rules, username: bad } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'settings.rules.username.minLength' });
    expect(await read()).toEqual(before);
  });

  it('needs the admin key and a known merchant', async () => {
    const noKey = await t.request('GET', adminAccountSettings.path, { query: { merchantCode: 'ph' } });
    expect(noKey.status).toBe(403);
    const unknown = await t.request('GET', adminAccountSettings.path, {
      headers: admin,
      query: { merchantCode: 'xx' },
    });
    expect(unknown.status).toBe(404);
  });
});
