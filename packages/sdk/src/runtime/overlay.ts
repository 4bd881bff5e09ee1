/** The tag of the body-level host for modals, popups and toasts: one per runtime on the page. */
export const OVERLAY_TAG = 'lk-overlay';

let host: HTMLElement | undefined;

/**
 * The `<lk-overlay>` host: a zero-size fixed box at the top of the stacking order, so its children
 * (position: fixed themselves) sit above the page without blocking clicks where nothing is shown.
 * Its z-index is `--lk-z-overlay`, which the page or `setOverlayZIndex` may set. Each runtime on the
 * page makes its own (namespaces.ts marks a namespace's `namespace="brandB"`), for its dialogs and theme; made
 * again if the page removed it.
 */
export function overlayHost(doc: Document = document): HTMLElement {
  if (!host?.isConnected) {
    host = doc.createElement(OVERLAY_TAG);
    host.style.cssText =
      'position:fixed;top:0;left:0;width:0;height:0;z-index:var(--lk-z-overlay, 2147483000);';
    doc.body.appendChild(host);
  }
  return host;
}

/** The overlay's open shadow root, created once. */
export function overlayRoot(doc: Document = document): ShadowRoot {
  const host = overlayHost(doc);
  return host.shadowRoot ?? host.attachShadow({ mode: 'open' });
}

export function setOverlayZIndex(zIndex: number, doc: Document = document): void {
  overlayHost(doc).style.setProperty('--lk-z-overlay', String(zIndex));
}
