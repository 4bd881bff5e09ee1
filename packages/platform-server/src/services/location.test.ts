import { describe, expect, it } from 'vitest';
import type { MerchantRow } from '../db/schema/index';
import { isPrivateAddress, locate } from './location';

const ph = { country: 'PH' } as MerchantRow;

describe('location', () => {
  it('treats loopback and private addresses as the operator network', () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.8',
      '172.16.4.1',
      '192.168.1.20',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
    ]) {
      expect([ip, isPrivateAddress(ip)]).toEqual([ip, true]);
    }
    for (const ip of ['8.8.8.8', '172.32.0.1', '2001:db8::1', 'unknown']) {
      expect([ip, isPrivateAddress(ip)]).toEqual([ip, false]);
    }
  });

  it("R3.26 maps private IPs to the merchant's country and asks the lookup for public ones", () => {
    const lookup = (ip: string) => (ip === '8.8.8.8' ? 'US' : undefined);
    expect(locate('192.168.1.20', ph, lookup)).toEqual({ ip: '192.168.1.20', countryCode: 'PH' });
    expect(locate('8.8.8.8', ph, lookup)).toEqual({ ip: '8.8.8.8', countryCode: 'US' });
    expect(locate('1.1.1.1', ph, lookup)).toEqual({ ip: '1.1.1.1', countryCode: 'PH' });
  });
});
