import { beforeEach, describe, expect, it } from 'vitest';
import { setUpRuntime } from '../testing/fake-platform';
import { setLanguage } from './language';
import { pluralCategory } from './plural';
import { addMessages, localeReady, lookup } from './translate';

beforeEach(async () => {
  setUpRuntime();
  await localeReady();
  addMessages('pluralTest', {
    EN: { shown: { one: '{{count}} game shown', other: 'All {{count}} games shown' } },
    TY: {
      shown: { one: 'Ipinapakita ang {{count}} laro', other: 'Ipinapakita ang lahat ng {{count}} laro' },
    },
    BN: { shown: { one: '{{count}}টি গেম দেখানো হয়েছে', other: 'সব {{count}}টি গেম দেখানো হয়েছে' } },
  });
});

describe('plural messages', () => {
  it("issue 16 (7): English says '1 game shown', never 'All 1 games shown'", async () => {
    await setLanguage('EN');
    expect(lookup('pluralTest.shown', { count: 1 })).toBe('1 game shown');
    expect(lookup('pluralTest.shown', { count: 12 })).toBe('All 12 games shown');
    expect(lookup('pluralTest.shown', { count: 0 })).toBe('All 0 games shown');
  });

  it('issue 16 (7): Filipino (TY) and Bengali (BN) follow their own plural rules', async () => {
    expect(pluralCategory('TY', 1)).toBe('one');
    expect(pluralCategory('TY', 4)).toBe('other');
    expect(pluralCategory('BN', 0)).toBe('one');
    expect(pluralCategory('BN', 2)).toBe('other');
    await setLanguage('TY');
    expect(lookup('pluralTest.shown', { count: 1 })).toBe('Ipinapakita ang 1 laro');
    expect(lookup('pluralTest.shown', { count: 6 })).toBe('Ipinapakita ang lahat ng 6 laro');
    await setLanguage('BN');
    expect(lookup('pluralTest.shown', { count: 1 })).toBe('1টি গেম দেখানো হয়েছে');
    expect(lookup('pluralTest.shown', { count: 7 })).toBe('সব 7টি গেম দেখানো হয়েছে');
  });

  it('issue 16 (7): without a count, the other form', async () => {
    await setLanguage('EN');
    expect(lookup('pluralTest.shown')).toMatch(/^All .*games shown$/);
  });
});
