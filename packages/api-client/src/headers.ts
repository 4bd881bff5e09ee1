/** The request headers of DESIGN.md, named once for both sides. */
export const Header = {
  merchant: 'Merchant',
  authorization: 'Authorization',
  language: 'Language',
  device: 'Device',
  gatewayVersion: 'X-Gateway-Version',
  adminKey: 'X-Admin-Key',
} as const;

export const DEVICE = 'WEB';
export const GATEWAY_VERSION = '3';
export const DEFAULT_MERCHANT = 'ph';
/** Request timeout, and the chunk-load timeout (R8.31). */
export const REQUEST_TIMEOUT_MS = 120_000;
