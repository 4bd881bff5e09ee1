// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElements } from './elements';
import { registerWidget } from './registry';

const seen: unknown[] = [];
registerWidget({
  name: 'badge',
  props: v.object({
    label: v.string(),
    count: v.optional(v.number(), 0),
    compact: v.optional(v.boolean(), false),
    tags: v.optional(v.array(v.string()), []),
  }),
  render(container, props) {
    const paint = (next: typeof props) => {
      seen.push(next);
      container.textContent = `${next.label}:${next.count}:${next.compact}:${next.tags.join('|')}`;
    };
    paint(props);
    return { update: paint, unmount: () => seen.push('unmounted') };
  },
});
defineElements();

afterEach(() => {
  document.body.innerHTML = '';
  seen.length = 0;
  vi.restoreAllMocks();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('<lk-*> custom elements', () => {
  it('defines <lk-NAME> for registered widgets and mounts on connect', () => {
    expect(customElements.get('lk-badge')).toBeDefined();
    document.body.innerHTML = '<lk-badge props=\'{"label":"Hot","count":3}\'></lk-badge>';
    const element = document.querySelector('lk-badge') as HTMLElement;
    expect(element.shadowRoot?.textContent).toBe('Hot:3:false:');
  });

  it('reads plain attributes, converted by the schema, over the props JSON', () => {
    document.body.innerHTML =
      '<lk-badge props=\'{"label":"A","count":1}\' count="12" compact tags=\'["x","y"]\'></lk-badge>';
    expect(document.querySelector('lk-badge')?.shadowRoot?.textContent).toBe('A:12:true:x|y');
  });

  it('updates when a prop attribute changes, and not for styling attributes', async () => {
    document.body.innerHTML = '<lk-badge label="A"></lk-badge>';
    const element = document.querySelector('lk-badge') as HTMLElement;
    element.setAttribute('label', 'B');
    await flush();
    expect(element.shadowRoot?.textContent).toBe('B:0:false:');
    const before = seen.length;
    element.setAttribute('class', 'wide');
    await flush();
    expect(seen.length).toBe(before);
  });

  it('unmounts when the element leaves the page', () => {
    document.body.innerHTML = '<lk-badge label="A"></lk-badge>';
    document.querySelector('lk-badge')?.remove();
    expect(seen.at(-1)).toBe('unmounted');
  });

  it('shows an inline error for a props attribute that is not JSON', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<lk-badge props="{label: oops}"></lk-badge>';
    expect(
      document.querySelector('lk-badge')?.shadowRoot?.querySelector('[role="alert"]')?.textContent,
    ).toContain('not valid JSON');
    expect(error).toHaveBeenCalled();
  });

  it('defines elements for widgets registered afterwards too', () => {
    registerWidget('later', async () => ({
      name: 'later',
      props: v.object({}),
      render: (container) => {
        container.textContent = 'late';
        return { update() {}, unmount() {} };
      },
    }));
    expect(customElements.get('lk-later')).toBeDefined();
  });
});
