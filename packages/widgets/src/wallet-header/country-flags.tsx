import type { JSX } from 'react';

/**
 * Small inline flags for the merchants' countries: flag emoji do not render on Windows or on
 * machines without an emoji font, and a sprite would be a request (STYLE.md, imagery).
 */
const flags: Record<string, () => JSX.Element> = {
  PH: () => (
    <svg viewBox="0 0 30 20" width="21" height="14" aria-hidden="true">
      <rect width="30" height="10" fill="#0038a8" />
      <rect y="10" width="30" height="10" fill="#ce1126" />
      <path d="M0 0 17.3 10 0 20z" fill="#fff" />
      <circle cx="6" cy="10" r="2.4" fill="#fcd116" />
    </svg>
  ),
  BD: () => (
    <svg viewBox="0 0 30 20" width="21" height="14" aria-hidden="true">
      <rect width="30" height="20" fill="#006a4e" />
      <circle cx="13.5" cy="10" r="6" fill="#f42a41" />
    </svg>
  ),
};

/** A two-letter country code as its flag emoji, for countries without an inline flag. */
export function flagEmoji(countryCode: string): string {
  if (!/^[a-z]{2}$/i.test(countryCode)) return '';
  const base = 0x1f1e6 - 'A'.charCodeAt(0);
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((letter) => base + letter.charCodeAt(0)));
}

export function CountryFlag({ country }: { country: string }) {
  const Flag = flags[country.toUpperCase()];
  return Flag ? <Flag /> : <span aria-hidden="true">{flagEmoji(country)}</span>;
}
