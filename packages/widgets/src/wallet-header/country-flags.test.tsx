import { LOCALES } from '@lobbykit/sdk/locales';
import { render, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { FLAG_FILES } from '../ui/flag-files';
import { CountryFlag, loadFlag } from './country-flags';

describe('country flags', () => {
  it('R2.63 has an SVG flag for every country of the locale catalogue', async () => {
    const countries = [...new Set(LOCALES.map((locale) => locale.country))];
    expect(countries.filter((country) => !FLAG_FILES[country])).toEqual([]);
    for (const country of countries) {
      const uri = await loadFlag(country);
      expect(decodeURIComponent(uri ?? '')).toMatch(/^data:image\/svg\+xml,<svg[\s\S]*<\/svg>\s*$/);
    }
  });

  it('draws a flag as an SVG image, never an emoji, for the merchants and for the rest of the catalogue', async () => {
    for (const country of ['PH', 'bd', 'TH', 'BR']) {
      const { container, unmount } = render(<CountryFlag country={country} />);
      await waitFor(() => expect(container.querySelector('img.lk-country-flag')).not.toBeNull());
      const image = container.querySelector('img.lk-country-flag');
      expect(image?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
      expect(image?.getAttribute('alt')).toBe('');
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
