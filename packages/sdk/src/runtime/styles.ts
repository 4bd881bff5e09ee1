/**
 * Stylesheets for shadow roots. Constructable sheets are shared between every root that adopts the
 * same CSS text; where the browser lacks them, a `<style>` carrying the page's CSP nonce stands in.
 * The host document's `<head>` only ever receives `@font-face` rules, which browsers ignore inside
 * a shadow root.
 */
let configuredNonce: string | undefined;

export function setStyleNonce(nonce: string | undefined): void {
  configuredNonce = nonce;
}

/** The configured nonce, else the one on the page's first `script[nonce]`. */
export function styleNonce(doc: Document = document): string | undefined {
  if (configuredNonce) return configuredNonce;
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  // Browsers hide the attribute's value after load; the property keeps it.
  return script ? script.nonce || script.getAttribute('nonce') || undefined : undefined;
}

export function supportsAdoptedStyleSheets(): boolean {
  return (
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    typeof ShadowRoot !== 'undefined' &&
    'adoptedStyleSheets' in ShadowRoot.prototype
  );
}

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const sheets = new Map<string, CSSStyleSheet>();
const ownSheets = new WeakSet<CSSStyleSheet>();
const fallbackStyles = new WeakMap<ShadowRoot, Set<string>>();
const installedFonts = new Set<string>();

/** Whether `sheet` is one the runtime made (and shares between roots), not a first frame's. */
export const isRuntimeSheet = (sheet: CSSStyleSheet): boolean => ownSheets.has(sheet);

export function adoptStyles(root: ShadowRoot, css: string): void {
  const fonts = css.match(FONT_FACE);
  if (fonts) installFontFaces(root.ownerDocument, fonts);
  const rules = css.replace(FONT_FACE, '').trim();
  if (!rules) return;

  if (supportsAdoptedStyleSheets()) {
    let sheet = sheets.get(rules);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(rules);
      sheets.set(rules, sheet);
      ownSheets.add(sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }

  const applied = fallbackStyles.get(root) ?? new Set<string>();
  fallbackStyles.set(root, applied);
  if (applied.has(rules)) return;
  applied.add(rules);
  const style = styleElement(root.ownerDocument, rules);
  style.setAttribute('data-lk-style', '');
  // After earlier sheets, before the widget's content: the cascade keeps adoption order.
  const after = [...root.children].find((child) => !child.hasAttribute('data-lk-style')) ?? null;
  root.insertBefore(style, after);
}

function installFontFaces(doc: Document, fonts: string[]): void {
  for (const font of fonts) {
    if (installedFonts.has(font)) continue;
    installedFonts.add(font);
    const style = styleElement(doc, font);
    style.setAttribute('data-lk-font-face', '');
    doc.head.appendChild(style);
  }
}

function styleElement(doc: Document, css: string): HTMLStyleElement {
  const style = doc.createElement('style');
  const nonce = styleNonce(doc);
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = css;
  return style;
}
