import { $locale } from '@lobbykit/sdk/runtime';

/**
 * The embed bundle's Bengali font: once the page speaks BN (at start or after a switch), Noto Sans
 * Bengali's Bengali subset (fonts/bengali.css beside the bundle, copied there by build/fonts.mjs)
 * is linked into the document, once, never into a shadow root (widgets inherit the document's
 * fonts). Its unicode-range fetches the font files only for Bengali text. `bundleUrl`: the bundle's
 * own URL (import.meta.url of lobbykit.js). The player site declares the same faces in its CSS.
 * Answers the unsubscribe (tests).
 */
export function linkBengaliFont(bundleUrl: string): () => void {
  let linked = false;
  return $locale.subscribe((language) => {
    if (linked || language !== 'BN') return;
    linked = true;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL('fonts/bengali.css', bundleUrl).href;
    document.head.append(link);
  });
}
