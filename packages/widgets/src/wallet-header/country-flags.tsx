import { useEffect, useState } from 'react';
import { FLAG_FILES } from '../ui/flag-files';

/** The flag's box, for the stylesheet of every widget that shows one. */
export const countryFlagCss = `
.lk-country-flag {
  display: inline-block; flex: none; width: 21px; height: 16px; border-radius: 2px; overflow: hidden;
  box-shadow: 0 0 0 1px var(--lk-border); vertical-align: middle;
}
.lk-country-flag > svg { display: block; width: 100%; height: 100%; }
.lk-country-flag--pending { background: var(--lk-surface-2); }
`;

/** Flags already fetched, as the markup drawn in the page: a second select or a re-render draws them at once. */
const loaded = new Map<string, string>();

/**
 * A flag-icons file as markup to draw inline: without the root's id (one flag may show twice in a
 * shadow root), filling its box as `object-fit: cover` would. flag-icons prefixes every other id with
 * the country's code (`in-a`), so two different flags in one shadow root never share one.
 */
export function inlineFlag(markup: string): string {
  return markup
    .trim()
    .replace(/^<svg\b([^>]*?)\s+id="flag-icons-[a-z-]+"/, '<svg$1')
    .replace(/^<svg\b/, '<svg preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false"');
}

/** The flag of a two-letter country code as inline SVG markup, fetched on first use; null without one. */
export function loadFlag(country: string): Promise<string | null> {
  const code = country.toUpperCase();
  const known = loaded.get(code);
  if (known) return Promise.resolve(known);
  const file = FLAG_FILES[code];
  if (!file) return Promise.resolve(null);
  return file().then(
    (module) => {
      const markup = inlineFlag(module.default);
      loaded.set(code, markup);
      return markup;
    },
    () => null,
  );
}

/**
 * A country's flag as a small SVG: never an emoji, which shows as an empty box on Windows and on
 * Linux without an emoji font. Drawn inline, not as an `<img>` of a data URI: Chromium gives every
 * SVG image a document of its own on the main thread (6 to 9 ms each on a 2-core machine, two of
 * them in the header of every page before its first content). A box of the same size stands in
 * while the file loads and for a code without a flag, so nothing moves. The flag is decoration: its
 * country is named beside it or in its control's label.
 */
export function CountryFlag({ country }: { country: string }) {
  const code = country.toUpperCase();
  const [markup, setMarkup] = useState<string | null>(() => loaded.get(code) ?? null);
  useEffect(() => {
    let current = true;
    setMarkup(loaded.get(code) ?? null);
    void loadFlag(code).then((found) => {
      if (current) setMarkup(found);
    });
    return () => {
      current = false;
    };
  }, [code]);
  return (
    <span
      className={markup ? 'lk-country-flag' : 'lk-country-flag lk-country-flag--pending'}
      aria-hidden="true"
      data-country={code}
      // The markup is a flag-icons file bundled with the widgets (FLAG_FILES), never input.
      dangerouslySetInnerHTML={markup ? { __html: markup } : undefined}
    />
  );
}
