import { beforeEach, describe, expect, it } from 'vitest';
import { $config } from '../stores/config';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { switchMerchant } from './switch-merchant';

let harness: Harness;
let reloads: string[];
const reload = (path: string) => void reloads.push(path);
const bangladesh = { merchantCode: 'bd', currency: 'BDT' };

beforeEach(() => {
  harness = setUpRuntime(
    { merchantCode: 'ph', merchant_currency: 'TLB', lang: 'TY', hisLang: '["EN"]', favouritesSeen: '1' },
    { token: 'tok-123', hotGames: '[]' },
  );
  reloads = [];
});

describe('switchMerchant', () => {
  it('R4.67 clears local and session storage on a switch to another merchant', () => {
    expect(switchMerchant(bangladesh, { reload })).toBe(true);
    expect(harness.local.getItem('favouritesSeen')).toBeNull();
    expect(harness.local.getItem('lang')).toBeNull();
    expect(harness.session.length).toBe(0);
  });

  it('R4.68 keeps the language history (hisLang)', () => {
    switchMerchant(bangladesh, { reload });
    expect(harness.local.getItem('hisLang')).toBe('["EN"]');
  });

  it('R4.69 stores the new merchant and its currency', () => {
    switchMerchant(bangladesh, { reload });
    expect(harness.local.getItem('merchantCode')).toBe('bd');
    expect(harness.local.getItem('merchant_currency')).toBe('BDT');
    expect($config.get()).toMatchObject({ merchantCode: 'bd', currency: 'BDT' });
  });

  it('R4.70 reloads to /', () => {
    switchMerchant(bangladesh, { reload });
    expect(reloads).toEqual(['/']);
  });

  it('R4.67 counts a different currency of the same merchant as a switch', () => {
    expect(switchMerchant({ merchantCode: 'ph', currency: 'PHP' }, { reload })).toBe(true);
    expect(reloads).toEqual(['/']);
  });

  it('leaves storage and the page alone when the merchant and currency are the current ones', () => {
    expect(switchMerchant({ merchantCode: 'ph', currency: 'TLB' }, { reload })).toBe(false);
    expect(harness.local.getItem('lang')).toBe('TY');
    expect(harness.session.getItem('token')).toBe('tok-123');
    expect(reloads).toEqual([]);
  });
});
