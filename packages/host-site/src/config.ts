export interface SiteConfig {
  apiBase: string;
}

declare global {
  interface Window {
    /** Served as /lobbykit-config.js by whoever hosts the site (see public/lobbykit-config.js). */
    LOBBYKIT_CONFIG?: Partial<SiteConfig>;
  }
}

export function siteConfig(): SiteConfig {
  return { apiBase: window.LOBBYKIT_CONFIG?.apiBase ?? 'http://127.0.0.1:8787' };
}
