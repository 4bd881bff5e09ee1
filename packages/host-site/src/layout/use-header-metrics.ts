import { type RefObject, useLayoutEffect } from 'react';

/**
 * Publishes the header's measures as CSS custom properties: its height on the page (the sticky game
 * navigation sits right under it, and on phones a signed-in header is two rows tall) and the language
 * choice's width (the wallet header keeps that much room free on its first row). Both change with
 * signing in, the language and the viewport, so they are observed, not assumed.
 */
export function useHeaderMetrics(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const header = ref.current;
    const site = header?.parentElement;
    if (!header || !site || typeof ResizeObserver === 'undefined') return;
    const language = header.querySelector<HTMLElement>('.site-header__language');
    const update = () => {
      site.style.setProperty('--site-header-height', `${header.offsetHeight}px`);
      header.style.setProperty('--site-language-width', `${language?.offsetWidth ?? 0}px`);
    };
    const observer = new ResizeObserver(update);
    observer.observe(header);
    if (language) observer.observe(language);
    update();
    return () => observer.disconnect();
  }, [ref]);
}
