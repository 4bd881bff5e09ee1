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

/** The headers every call of a caller carries (DESIGN.md, the wire): merchant, language, device, version, token. */
export function callerHeaders(context: {
  merchant: string;
  language: string;
  token: string | null;
}): Record<string, string> {
  const headers: Record<string, string> = {
    [Header.merchant]: context.merchant,
    [Header.language]: context.language,
    [Header.device]: DEVICE,
    [Header.gatewayVersion]: GATEWAY_VERSION,
  };
  if (context.token) headers[Header.authorization] = context.token;
  return headers;
}
