// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNavigation } from './after-navigation';

describe('after every navigation', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="loading-cover" class="loading-cover"></div><h2 id="term">Terms</h2>';
  });
  afterEach(() => vi.restoreAllMocks());

  it('R2.24 scrolls smoothly to the top when there is no hash', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    afterNavigation('');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it("R2.24 leaves the page's own load where the browser put it, unless a hash names an element", () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    afterNavigation('', { pageLoad: true });
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.getElementById('loading-cover')!.classList.contains('loading-cover--hidden')).toBe(true);
    const scrollIntoView = vi.fn();
    document.getElementById('term')!.scrollIntoView = scrollIntoView;
    afterNavigation('term', { pageLoad: true });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('R2.24 scrolls smoothly to the element the hash names', () => {
    const target = document.getElementById('term')!;
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    afterNavigation('term');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('R2.25 hides the loading cover', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    afterNavigation('');
    expect(document.getElementById('loading-cover')!.classList.contains('loading-cover--hidden')).toBe(true);
  });
});
