import { permission as permissionEndpoint, systemStatus } from '@lobbykit/api-client';
import { regionList } from '@lobbykit/api-client/locales';
import {
  bangladeshRegion as bangladesh,
  philippinesRegion as philippines,
  regionsFixture as regions,
} from '@lobbykit/api-client/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { $modal } from '../stores/modal';
import { $startup } from '../stores/startup';
import { type Harness, permissionValue, setUpRuntime, statusValue } from '../testing/fake-platform';
import { checkRegion, chooseRegion, REGION_SELECT_MODAL, regionChoiceNeeded } from './region-choice';
import { startup } from './startup';

describe('regionChoiceNeeded', () => {
  const base = { regions, merchantCode: 'ph', chosen: false };

  it('R4.43 asks when no country is known', () => {
    expect(regionChoiceNeeded({ ...base, countryCode: '' })).toBe('unknown');
  });

  it('R4.44 asks when the country needs choosing: served elsewhere, not served, or by several merchants', () => {
    expect(regionChoiceNeeded({ ...base, countryCode: 'BD' })).toBe('choose');
    expect(regionChoiceNeeded({ ...base, countryCode: 'VN' })).toBe('choose');
    const twoInPh = [...regions, { ...philippines, merchantCode: 'ph2' }];
    expect(regionChoiceNeeded({ ...base, regions: twoInPh, countryCode: 'PH' })).toBe('choose');
  });

  it('does not ask when the one merchant of the country is this page’s, or the player chose before', () => {
    expect(regionChoiceNeeded({ ...base, countryCode: 'ph' })).toBe('none');
    expect(regionChoiceNeeded({ ...base, countryCode: '', chosen: true })).toBe('none');
  });
});

describe('checkRegion', () => {
  let harness: Harness;
  const located = (countryCode: string) => {
    const permission = permissionValue();
    harness.platform.on(permissionEndpoint, { ...permission, location: { ip: '1.2.3.4', countryCode } });
    harness.platform.on(systemStatus, { ...statusValue(0), location: { ip: '1.2.3.4', countryCode } });
  };

  beforeEach(() => {
    harness = setUpRuntime();
    harness.platform.on(regionList, regions);
    $modal.set(null);
  });

  it('R4.43 opens the region modal at startup when no country is known', async () => {
    located('');
    await startup();
    expect(await checkRegion()).toBe('unknown');
    expect($modal.get()).toEqual({
      name: REGION_SELECT_MODAL,
      props: { reason: 'unknown', countryCode: '' },
    });
  });

  it('R4.44 opens it when the visitor’s country is another merchant’s', async () => {
    located('BD');
    await startup();
    expect(await checkRegion()).toBe('choose');
    expect($modal.get()?.name).toBe(REGION_SELECT_MODAL);
  });

  it('stays closed for a visitor in this merchant’s country, and for one who chose before', async () => {
    located('PH');
    await startup();
    expect(await checkRegion()).toBe('none');
    harness.local.setItem('merchantCode', 'ph');
    located('');
    await startup();
    expect(await checkRegion()).toBe('none');
    expect($modal.get()).toBeNull();
  });

  it('does nothing before startup is ready', async () => {
    $startup.set({ phase: 'loading' });
    expect(await checkRegion()).toBe('none');
    expect(harness.platform.calls(regionList)).toEqual([]);
  });

  it('choosing this page’s own region remembers it and closes the modal; another one switches', async () => {
    located('');
    await startup();
    await checkRegion();
    const reloads: string[] = [];
    expect(chooseRegion(philippines, { reload: (path) => void reloads.push(path) })).toBe(false);
    expect(harness.local.getItem('merchantCode')).toBe('ph');
    expect($modal.get()).toBeNull();
    expect(chooseRegion(bangladesh, { reload: (path) => void reloads.push(path) })).toBe(true);
    expect(reloads).toEqual(['/']);
    expect(harness.local.getItem('merchantCode')).toBe('bd');
  });
});
