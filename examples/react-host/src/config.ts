/** Where this install's platform lives: `npm start` serves it as /lobbykit-config.js. */
export interface PartnerConfig {
  apiBase: string;
  siteBase?: string;
}

declare global {
  interface Window {
    LOBBYKIT_CONFIG?: Partial<PartnerConfig>;
  }
}

export function partnerConfig(): PartnerConfig {
  const served = window.LOBBYKIT_CONFIG ?? {};
  return {
    apiBase: served.apiBase ?? 'http://127.0.0.1:8787',
    ...(served.siteBase ? { siteBase: served.siteBase } : {}),
  };
}
