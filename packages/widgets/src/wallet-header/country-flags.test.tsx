import { LOCALES } from '@lobbykit/sdk/locales';
import { render, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { FLAG_FILES } from '../ui/flag-files';
import { CountryFlag, inlineFlag, loadFlag } from './country-flags';

describe('country flags', () => {
  it('R2.63 has an SVG flag for every country of the locale catalogue', async () => {
    const countries = [...new Set(LOCALES.map((locale) => locale.country))];
    expect(countries.filter((country) => !FLAG_FILES[country])).toEqual([]);
    for (const country of countries) {
      const markup = await loadFlag(country);
      expect(markup ?? '').toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
  });

  it('R2.63 draws every flag file inline without an id another flag could share', async () => {
    for (const [country, file] of Object.entries(FLAG_FILES)) {
      const markup = inlineFlag((await file()).default);
      const code = country.toLowerCase();
      // The root's id goes (a flag may show twice in one root); flag-icons prefixes the rest with the code.
      expect(markup).not.toContain('id="flag-icons-');
      for (const [, id] of markup.matchAll(/\sid="([^"]+)"/g)) expect(id?.startsWith(`${code}-`)).toBe(true);
      for (const [, ref] of markup.matchAll(/(?:url\(#|href="#)([^)"]+)/g))
        expect(markup).toContain(`id="${ref}"`);
      expect(markup).toMatch(
        /^<svg preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" /,
      );
    }
  });

  it('draws a flag as inline SVG, never an emoji, for the merchants and for the rest of the catalogue', async () => {
    for (const country of ['PH', 'bd', 'TH', 'BR']) {
      const { container, unmount } = render(<CountryFlag country={country} />);
      await waitFor(() => expect(container.querySelector('.lk-country-flag > svg')).not.toBeNull());
      const flag = container.querySelector('.lk-country-flag');
      expect(flag?.getAttribute('data-country')).toBe(country.toUpperCase());
      expect(flag?.getAttribute('aria-hidden')).toBe('true');
      expect(container.querySelector('img')).toBeNull();
      expect(container.textContent).not.toMatch(/\p{Regional_Indicator}/u);
      unmount();
    }
  });

  it('keeps a quiet box of the same size for a code without a flag', () => {
    const { container } = render(<CountryFlag country="T1" />);
    expect(container.querySelector('.lk-country-flag--pending')).not.toBeNull();
    expect(container.textContent).toBe('');
  });
});
