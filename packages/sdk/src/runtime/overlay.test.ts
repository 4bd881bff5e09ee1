// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { overlayHost, overlayRoot, setOverlayZIndex } from './overlay';
import { applyTheme, darkTheme, lightTheme } from './theme';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<lk-overlay>', () => {
  it('creates one body-level host with an open shadow root, however often asked', () => {
    const root = overlayRoot();
    expect(overlayRoot()).toBe(root);
    const hosts = document.querySelectorAll('lk-overlay');
    expect(hosts).toHaveLength(1);
    expect(hosts[0]?.parentElement).toBe(document.body);
    expect(root.mode).toBe('open');
  });

  it('stacks above the page through --lk-z-overlay, default 2147483000, configurable', () => {
    const host = overlayHost();
    expect(host.style.cssText).toContain('var(--lk-z-overlay, 2147483000)');
    expect(host.style.position).toBe('fixed');
    setOverlayZIndex(9000);
    expect(host.style.getPropertyValue('--lk-z-overlay')).toBe('9000');
  });
});

describe('applyTheme', () => {
  it('sets the dark --lk-* tokens by default and the light preset on request', () => {
    const element = document.createElement('div');
    applyTheme(element);
    expect(element.style.getPropertyValue('--lk-bg')).toBe(darkTheme.bg);
    applyTheme(element, 'light');
    expect(element.style.getPropertyValue('--lk-bg')).toBe(lightTheme.bg);
    expect(element.style.getPropertyValue('--lk-text')).toBe(lightTheme.text);
  });

  it('takes single tokens with or without the --lk- prefix', () => {
    const element = document.createElement('div');
    applyTheme(element, { primary: '#ff0000', '--lk-radius': '4px' });
    expect(element.style.getPropertyValue('--lk-primary')).toBe('#ff0000');
    expect(element.style.getPropertyValue('--lk-radius')).toBe('4px');
  });
});
