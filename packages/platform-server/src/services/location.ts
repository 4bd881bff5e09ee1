import { isIP } from 'node:net';
import type { MerchantRow } from '../db/schema/index';

/** Loopback, private, link-local and unique-local addresses: a visitor on the operator's own network. */
export function isPrivateAddress(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    return lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80');
  }
  return false;
}

/**
 * Where a visitor is (R3.26). The reference server carries no GeoIP database: private and loopback
 * addresses are the merchant's own country, and so is any other address until an operator plugs a
 * lookup into `locate`.
 */
export function locate(
  ip: string,
  merchant: MerchantRow,
  lookup?: (ip: string) => string | undefined,
): { ip: string; countryCode: string } {
  const countryCode = (!isPrivateAddress(ip) && lookup?.(ip)) || merchant.country;
  return { ip, countryCode };
}
