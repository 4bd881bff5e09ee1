import { useCallback, useEffect, useState } from 'react';

const readHash = () => {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return '';
  }
};

export interface LocationHash {
  /** The promotion the page's `#hash` names (R2.19), '' for the list. */
  hash: string;
  /** Opens a promotion: a new history entry, so Back returns to the list. */
  open: (ref: string) => void;
  /** Back to the list (R2.20): the page's path without the hash, as a new history entry. */
  close: () => void;
}

/**
 * The page's hash as the selected promotion. It follows the browser (Back, a typed hash) and any
 * host router: `seen` is what the host last routed to, so a change it made without a hashchange
 * event (a pushState) is read again too.
 */
export function useLocationHash(seen?: string): LocationHash {
  const [hash, setHash] = useState(readHash);
  useEffect(() => {
    const sync = () => setHash(readHash());
    sync();
    window.addEventListener('hashchange', sync);
    window.addEventListener('popstate', sync);
    return () => {
      window.removeEventListener('hashchange', sync);
      window.removeEventListener('popstate', sync);
    };
  }, [seen]);
  const open = useCallback((ref: string) => {
    window.location.hash = encodeURIComponent(ref);
  }, []);
  const close = useCallback(() => {
    const { pathname, search } = window.location;
    window.history.pushState(null, '', `${pathname}${search}`);
    // pushState fires no event: tell this widget and a host router listening for hash changes.
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  }, []);
  return { hash, open, close };
}
