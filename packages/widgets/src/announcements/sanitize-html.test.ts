// @vitest-environment jsdom
// DOMPurify does not sanitise under happy-dom (STACK.md): these run in jsdom.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('announcement HTML sanitiser', () => {
  it('renders an <img onerror> payload inert', async () => {
    const safe = await sanitizeHtml('<p>Hi</p><img src=x onerror=alert(1)>');
    expect(safe).toContain('<p>Hi</p>');
    expect(safe).toContain('<img src="x">');
    expect(safe).not.toContain('onerror');
  });

  it('drops <script>, inline styles and javascript: links', async () => {
    const safe = await sanitizeHtml(
      '<script>alert(1)</script><b style="position:fixed">Bold</b><a href="javascript:alert(1)">x</a><svg onload=alert(1)></svg>',
    );
    expect(safe).not.toMatch(/script|style=|javascript:|onload/i);
    expect(safe).toContain('<b>Bold</b>');
  });

  it('keeps the formatting operators use and opens their links in a new tab', async () => {
    const safe = await sanitizeHtml(
      '<p><strong>New</strong> <em>bonus</em></p><ul><li>one</li></ul><a href="https://example.com/x">terms</a>',
    );
    expect(safe).toContain('<strong>New</strong> <em>bonus</em>');
    expect(safe).toContain('<ul><li>one</li></ul>');
    expect(safe).toContain('href="https://example.com/x"');
    expect(safe).toContain('target="_blank"');
    expect(safe).toContain('rel="noopener noreferrer"');
  });

  it('drops forms and iframes an operator pasted by mistake', async () => {
    const safe = await sanitizeHtml(
      '<form action="/x"><input name="p"></form><iframe src="https://evil"></iframe>ok',
    );
    expect(safe).toBe('ok');
  });
});
