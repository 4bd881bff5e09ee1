/**
 * After every navigation the page scrolls smoothly to the top, or to the hash when one is given
 * (R2.24), and the loading cover hides (R2.25).
 */
export function afterNavigation(hash: string, doc: Document = document): void {
  const target = hash ? doc.getElementById(decodeURIComponent(hash)) : null;
  const reduce = doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = reduce ? 'auto' : 'smooth';
  if (target) target.scrollIntoView({ behavior, block: 'start' });
  else doc.defaultView?.scrollTo({ top: 0, behavior });
  hideLoadingCover(doc);
}

export function hideLoadingCover(doc: Document = document): void {
  doc.getElementById('loading-cover')?.classList.add('loading-cover--hidden');
}
