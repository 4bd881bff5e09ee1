// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptStyles, setStyleNonce, styleNonce, supportsAdoptedStyleSheets } from './styles';

function shadow(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setStyleNonce(undefined);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('adoptStyles', () => {
  it('adopts one constructable stylesheet per css text, shared between roots', () => {
    expect(supportsAdoptedStyleSheets()).toBe(true);
    const first = shadow();
    const second = shadow();
    adoptStyles(first, '.a { color: red; }');
    adoptStyles(first, '.a { color: red; }');
    adoptStyles(second, '.a { color: red; }');
    expect(first.adoptedStyleSheets).toHaveLength(1);
    expect(second.adoptedStyleSheets[0]).toBe(first.adoptedStyleSheets[0]);
    expect(first.querySelector('style')).toBeNull();
    expect(document.head.children).toHaveLength(0);
  });

  it("falls back to a <style> with the page's script nonce where sheets cannot be constructed", () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    document.head.innerHTML = '<script nonce="abc123"></script>';
    const root = shadow();
    root.append(document.createElement('p'));
    adoptStyles(root, '.a { color: red; }');
    adoptStyles(root, '.b { color: blue; }');
    adoptStyles(root, '.a { color: red; }');
    const styles = [...root.querySelectorAll('style')];
    expect(styles.map((style) => style.textContent)).toEqual(['.a { color: red; }', '.b { color: blue; }']);
    expect(styles.every((style) => style.getAttribute('nonce') === 'abc123')).toBe(true);
    expect(root.lastElementChild?.localName).toBe('p');
  });

  it('prefers a configured nonce', () => {
    document.head.innerHTML = '<script nonce="page"></script>';
    setStyleNonce('configured');
    expect(styleNonce()).toBe('configured');
  });

  it('puts only @font-face rules into the host document head, once', () => {
    const css = '@font-face { font-family: "Lk"; src: url(lk.woff2); } .a { font-family: "Lk"; }';
    adoptStyles(shadow(), css);
    adoptStyles(shadow(), css);
    const inHead = [...document.head.querySelectorAll('style')];
    expect(inHead).toHaveLength(1);
    expect(inHead[0]?.textContent).toBe('@font-face { font-family: "Lk"; src: url(lk.woff2); }');
  });
});
