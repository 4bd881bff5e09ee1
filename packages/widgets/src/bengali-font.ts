import { holdLanguage, styleNonce } from '@lobbykit/sdk/runtime';

/** The faces the widgets draw Bengali in (regular text, and bold for headings and buttons). */
const FACES = ['400 16px "Noto Sans Bengali"', '700 16px "Noto Sans Bengali"'];
/** A page whose font cannot load still switches to Bengali after this long (drawn in what it has). */
const FONT_WAIT_MS = 3000;

/**
 * Bengali waits for its font: a switch to BN (or a page that starts in BN) holds until Noto Sans
 * Bengali's two faces are loaded, at most FONT_WAIT_MS, so no Bengali text is laid out before them.
 * Laid out in a fallback font first, Chromium kept some of it (the header's button, the winners'
 * title, the jackpot's ৳) as boxes after the font arrived.
 *
 * `bundleUrl`: the embed bundle's own URL (import.meta.url of lobbykit.js), whose fonts/bengali.css
 * (copied there by build/fonts.mjs) is linked into the document once, never into a shadow root
 * (widgets inherit the document's fonts); its unicode-range fetches the files only for Bengali text.
 * Without it (the ESM build), the page declares the faces itself, as the player site's CSS does.
 */
export function holdBengaliForItsFont(bundleUrl?: string): void {
  let linked: Promise<unknown> | undefined;
  holdLanguage('BN', () => {
    // A namespace's copy of the bundle (`…/ns/brandB/lobbykit.js`) links the page's bundle's fonts, so
    // two runtimes on one page fetch them once.
    if (bundleUrl)
      linked ??= linkStylesheet(
        new URL('fonts/bengali.css', bundleUrl.replace(/\/ns\/[\w-]+\/(?=[^/]*$)/, '/')).href,
      );
    const loaded = Promise.resolve(linked).then(() =>
      Promise.all(FACES.map((face) => document.fonts.load(face, 'বাং৳'))),
    );
    return Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
  });
}

function linkStylesheet(href: string): Promise<unknown> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  // A strict CSP (`style-src 'nonce-…'`) lets the link in by the page's nonce.
  link.nonce = styleNonce() ?? '';
  const loaded = new Promise((resolve) => {
    link.onload = resolve;
    link.onerror = resolve;
  });
  document.head.append(link);
  return loaded;
}
