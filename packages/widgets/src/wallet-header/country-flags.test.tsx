import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { CountryFlag, flagEmoji } from './country-flags';

describe('country flags', () => {
  it('draws the merchant countries inline, so they show without an emoji font', () => {
    for (const country of ['PH', 'bd']) {
      const { container, unmount } = render(<CountryFlag country={country} />);
      expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      unmount();
    }
  });

  it('falls back to the flag emoji for other countries, and to nothing for a bad code', () => {
    const { container } = render(<CountryFlag country="TH" />);
    expect(container.textContent).toBe('🇹🇭');
    expect(flagEmoji('T1')).toBe('');
  });
});
