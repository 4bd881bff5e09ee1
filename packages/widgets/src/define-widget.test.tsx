import { $locale, mount, overlayRoot, registerWidget, setLanguage, unmount } from '@lobbykit/sdk';
import { act, waitFor } from '@testing-library/preact';
import { useEffect } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget } from './define-widget';
import { useStore } from './ui/use-store';
import { useTranslate } from './ui/use-translate';

const cleanups = vi.fn();

function Greeting({ name }: { name: string }) {
  const t = useTranslate();
  const locale = useStore($locale);
  useEffect(() => cleanups, []);
  return (
    <p data-locale={locale}>
      {t('common.close')}, {name}
    </p>
  );
}

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    'test-greeting': { name: string };
  }
}

const greeting = defineWidget({
  name: 'test-greeting',
  component: Greeting,
  styles: '.lk-test { color: var(--lk-accent); }',
  props: v.object({ name: v.pipe(v.string(), v.maxLength(20)) }),
});
registerWidget(greeting);

const hosts: HTMLElement[] = [];
function host(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  hosts.push(element);
  return element;
}
afterEach(() => {
  for (const element of hosts.splice(0)) {
    unmount(element);
    element.remove();
  }
});

describe('defineWidget', () => {
  it('renders the component into the widget shadow root with the validated props', async () => {
    const element = host();
    await mount('test-greeting', element, { name: 'Ana' }).ready;
    expect(element.shadowRoot?.textContent).toContain('Close, Ana');
  });

  it('adopts the base stylesheet and its own CSS, with token defaults filled in', async () => {
    const element = host();
    await mount('test-greeting', element, { name: 'Ana' }).ready;
    expect(greeting.styles).toContain(':focus-visible');
    expect(greeting.styles).toContain('var(--lk-accent, #f6c344)');
    const sheets = element.shadowRoot?.adoptedStyleSheets ?? [];
    const css = sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(css).toContain('.lk-test');
  });

  it('re-renders on update and on a language change', async () => {
    const element = host();
    const handle = mount('test-greeting', element, { name: 'Ana' });
    await handle.ready;
    act(() => handle.update({ name: 'Ben' }));
    expect(element.shadowRoot?.textContent).toContain('Ben');
    await act(() => setLanguage('BN'));
    await waitFor(() => expect(element.shadowRoot?.querySelector('p')?.dataset.locale).toBe('BN'));
    expect(element.shadowRoot?.textContent).not.toContain('Close');
  });

  it('renders nothing on unmount, so effects clean up', async () => {
    const element = host();
    await act(() => mount('test-greeting', element, { name: 'Ana' }).ready);
    cleanups.mockClear();
    act(() => unmount(element));
    expect(cleanups).toHaveBeenCalledTimes(1);
    expect(element.shadowRoot?.textContent).not.toContain('Ana');
  });

  it('refuses bad props with the runtime error instead of rendering', async () => {
    const element = host();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await mount('test-greeting', element, { name: 'x'.repeat(40) }).ready;
    expect(element.shadowRoot?.textContent).not.toContain('Close,');
  });

  it('mounts the one modal outlet into the overlay root when a widget first mounts', async () => {
    await mount('test-greeting', host(), { name: 'Ana' }).ready;
    await mount('test-greeting', host(), { name: 'Ben' }).ready;
    await waitFor(() => expect(overlayRoot().querySelectorAll('[data-lk-modal-outlet]')).toHaveLength(1));
  });
});
