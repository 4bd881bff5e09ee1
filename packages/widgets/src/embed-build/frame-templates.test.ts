// The first frames as markup a page holds (build/first-frames.mjs frameTemplates): a declarative
// shadow root per framed form and language that paints at once, beside first-frame.js.
import { describe, expect, it } from 'vitest';
import { frameTemplates } from '../../build/first-frames.mjs';

const FORM = `<div part="root" data-lk-frame=""><form part="form" novalidate="" class="lk-login"><input name="username"><div data-lk-css="width: 100%; height: 88px;"></div></form></div>`;
const CSS = ':host{display:block}';
const FRAMES = { login: { EN: [FORM, CSS] as [string, string], BN: [FORM, CSS] as [string, string] } };
const BENGALI_FACES = {
  BN: [['Noto Sans Bengali', '400', 'fonts/bn.woff2', 'U+0980-09FF']] as [string, string, string, string][],
};

describe('frames/<name>.<LANG>.html (issue 13 item 5)', () => {
  const files = frameTemplates(FRAMES, BENGALI_FACES);

  it('issue 13 item 5 writes one declarative shadow root per form and language that paints at once, none for a language that waits for its faces', () => {
    expect(Object.keys(files)).toEqual(['frames/login.EN.html']);
    const markup = files['frames/login.EN.html']!;
    expect(markup.startsWith('<template shadowrootmode="open"><style>:host{display:block}')).toBe(true);
    expect(markup.trimEnd().endsWith('</div></template>')).toBe(true);
  });

  it('issue 13 item 5 holds no style attribute a strict CSP would refuse: each becomes a rule on its data-lk-css value', () => {
    const markup = files['frames/login.EN.html']!;
    expect(markup).not.toMatch(/ style="/);
    expect(markup).toContain('[data-lk-css="width: 100%; height: 88px;"]{width: 100%; height: 88px;}');
  });

  it('issue 13 item 5 its form submits to nowhere until the runtime takes it over, and a failed loader hides it behind its message', () => {
    const markup = files['frames/login.EN.html']!;
    expect(markup).toContain('<form method="dialog" part="form"');
    expect(markup).toContain(':host([role="alert"])>[data-lk-frame]{display:none}');
    expect(markup).toContain('<slot></slot><div part="root" data-lk-frame="">');
  });
});
