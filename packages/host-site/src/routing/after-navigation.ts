interface AfterNavigationOptions {
  /**
   * The page's own load, not a navigation inside it: the browser has put the page where it belongs
   * (the top, or where a reload was), so it scrolls only to a hash. Scrolling would lay the whole page
   * out while its first content is still being drawn (the first game cards on /rng, bench/RESULTS.md).
   */
  pageLoad?: boolean;
  doc?: Document;
}

/**
 * After every navigation the page scrolls smoothly to the top, or to the hash when one is given
 * (R2.24), and the loading cover hides (R2.25).
 */
export function afterNavigation(
  hash: string,
  { pageLoad = false, doc = document }: AfterNavigationOptions = {},
): void {
  const target = hash ? doc.getElementById(decodeURIComponent(hash)) : null;
  const reduce = doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = reduce ? 'auto' : 'smooth';
  if (target) target.scrollIntoView({ behavior, block: 'start' });
  else if (!pageLoad) doc.defaultView?.scrollTo({ top: 0, behavior });
  hideLoadingCover(doc);
}

export function hideLoadingCover(doc: Document = document): void {
  doc.getElementById('loading-cover')?.classList.add('loading-cover--hidden');
}
