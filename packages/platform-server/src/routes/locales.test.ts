import { permission } from '@lobbykit/api-client';
import {
  adminSetMerchantLanguages,
  localeCatalogue,
  regionList,
  updateMemberLanguage,
} from '@lobbykit/api-client/contract';
import { regionsFixture } from '@lobbykit/api-client/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../db/schema/index';
import { testPlatformForFile } from '../testing/platform-for-file';
import { TEST_ADMIN_KEY } from '../testing/test-platform';

const t = testPlatformForFile();

const storedLanguage = async (username: string) => {
  const [row] = await t.database.db
    .select({ language: members.language })
    .from(members)
    .where(eq(members.username, username));
  return row?.language;
};

const setLangList = (body: unknown, key = TEST_ADMIN_KEY) =>
  t.request('PUT', adminSetMerchantLanguages.path, { headers: { 'X-Admin-Key': key }, body });

describe('locale catalogue and regions', () => {
  it('serves about 35 catalogue locales with native names and flags, PT labelled PT-BR (R2.63, R2.64)', async () => {
    const catalogue = await t.value(localeCatalogue);
    expect(catalogue.length).toBeGreaterThanOrEqual(34);
    expect(catalogue.find((locale) => locale.code === 'BN')).toMatchObject({
      name: 'বাংলা',
      country: 'BD',
      flag: '🇧🇩',
    });
    expect(catalogue.find((locale) => locale.code === 'PT')?.label).toBe('PT-BR');
  });

  it('R3.28 lists one region per merchant with country, countryName, currency and langList', async () => {
    expect(await t.value(regionList)).toEqual(regionsFixture);
  });

  it('keeps the region list in memory (every page asks it) and follows an operator langList change at once', async () => {
    await t.value(regionList);
    expect(t.platform.caches.sizes()['all merchants']).toBe(1);
    await setLangList({ merchantCode: 'bd', langList: ['EN', 'BN', 'PT'] });
    const bd = (await t.value(regionList)).find((region) => region.merchantCode === 'bd');
    expect(bd?.langList).toEqual(['EN', 'BN', 'PT']);
    expect(t.platform.caches.sizes()['all merchants']).toBe(1);
  });

  it('answers the region list while the merchant is in maintenance, so the region choice stays open', async () => {
    await t.request('PUT', '/admin/system/status', {
      headers: { 'X-Admin-Key': TEST_ADMIN_KEY },
      body: { merchantCode: 'ph', status: 1 },
    });
    expect((await t.request('GET', regionList.path)).status).toBe(200);
  });
});

describe('member language', () => {
  it('R7.63 R4.72 stores the language sent as {language}', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    expect(await t.value(updateMemberLanguage, { token, body: { language: 'ty' } })).toEqual({
      language: 'TY',
    });
    expect(await storedLanguage('demo01')).toBe('TY');
  });

  it('R7.63 refuses a language the merchant does not offer with 400 and the field, storing nothing', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    const answer = await t.request('PUT', updateMemberLanguage.path, { token, body: { language: 'BN' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'validation_failed', field: 'language' });
    expect(await storedLanguage('demo01')).toBeNull();
  });

  it('refuses a code outside the catalogue and a body without the language', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    const unknown = await t.request('PUT', updateMemberLanguage.path, { token, body: { language: 'XX' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ field: 'language' });
    const missing = await t.request('PUT', updateMemberLanguage.path, { token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'language' });
  });

  it('asks for a login from an anonymous caller (their choice stays in the browser)', async () => {
    const answer = await t.request('PUT', updateMemberLanguage.path, { body: { language: 'EN' } });
    expect(answer.status).toBe(401);
  });
});

describe('admin: a merchant langList', () => {
  it('adds a catalogue language to the Bangladesh merchant, which the permission then offers', async () => {
    const answer = await setLangList({ merchantCode: 'bd', langList: ['EN', 'BN', 'pt-br'] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ value: { merchantCode: 'bd', langList: ['EN', 'BN', 'PT'] } });
    const granted = await t.value(permission, { merchant: 'bd' });
    expect(granted.merchant.langList).toEqual(['EN', 'BN', 'PT']);
  });

  it('refuses codes outside the catalogue, duplicates and a list without the default language; nothing written', async () => {
    for (const langList of [['EN', 'XX'], ['EN', 'EN'], ['BN'], []]) {
      const answer = await setLangList({ merchantCode: 'bd', langList });
      expect(answer.status, JSON.stringify(langList)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, field: expect.stringMatching(/^langList/) });
    }
    expect((await t.value(permission, { merchant: 'bd' })).merchant.langList).toEqual(['EN', 'BN']);
  });

  it('needs the admin key and a known merchant', async () => {
    expect((await setLangList({ merchantCode: 'bd', langList: ['EN'] }, 'wrong')).status).toBe(403);
    expect((await setLangList({ merchantCode: 'zz', langList: ['EN'] })).status).toBe(404);
  });
});
