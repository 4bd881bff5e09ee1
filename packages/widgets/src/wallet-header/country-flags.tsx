import { useEffect, useState } from 'react';
import { FLAG_FILES } from '../ui/flag-files';

/** The flag's box, for the stylesheet of every widget that shows one. */
export const countryFlagCss = `
.lk-country-flag {
  display: inline-block; flex: none; width: 21px; height: 16px; border-radius: 2px; object-fit: cover;
  box-shadow: 0 0 0 1px var(--lk-border); vertical-align: middle;
}
.lk-country-flag--pending { background: var(--lk-surface-2); }
`;

/** Flags already fetched, as data URIs: a second select or a re-render paints them at once. */
const loaded = new Map<string, string>();

/** The flag of a two-letter country code as a data URI, fetched on first use; null while it loads. */
export function loadFlag(country: string): Promise<string | null> {
  const code = country.toUpperCase();
  const known = loaded.get(code);
  if (known) return Promise.resolve(known);
  const file = FLAG_FILES[code];
  if (!file) return Promise.resolve(null);
  return file().then(
    (module) => {
      const uri = `data:image/svg+xml,${encodeURIComponent(module.default)}`;
      loaded.set(code, uri);
      return uri;
    },
    () => null,
  );
}

/**
 * A country's flag as a small SVG image: never an emoji, which shows as an empty box on Windows and
 * on Linux without an emoji font. An `img` (not inline markup) because flag-icons' files reuse ids
 * such as `a` that would collide inside one shadow root. A box of the same size stands in while the
 * file loads and for a code without a flag, so nothing moves.
 */
export function CountryFlag({ country }: { country: string }) {
  const code = country.toUpperCase();
  const [uri, setUri] = useState<string | null>(() => loaded.get(code) ?? null);
  useEffect(() => {
    let current = true;
    setUri(loaded.get(code) ?? null);
    void loadFlag(code).then((found) => {
      if (current) setUri(found);
    });
    return () => {
      current = false;
    };
  }, [code]);
  return uri ? (
    <img className="lk-country-flag" src={uri} alt="" width={21} height={16} data-country={code} />
  ) : (
    <span className="lk-country-flag lk-country-flag--pending" aria-hidden="true" data-country={code} />
  );
}
