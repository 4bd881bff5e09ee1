// @vitest-environment happy-dom
import { login as loginEndpoint } from '@lobbykit/api-client';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../actions/login';
import { $session } from '../stores/session';
import { loginAnswer, setUpRuntime } from '../testing/fake-platform';
import { defineElements } from './elements';
import { mount } from './mount';
import { registerWidget } from './registry';

// Issue 15, bad input: a host page that takes a widget away while its request is on the way. The
// request is the sdk's, not the widget's: it completes once, its result lands in the stores, and
// nothing is thrown into the page; the widget simply is not there to show it.
declare module './widget-map' {
  interface WidgetPropsMap {
    'quick-login': Record<string, never>;
  }
}

let pending: Promise<unknown> | undefined;
registerWidget({
  name: 'quick-login',
  props: v.object({}),
  render(container) {
    const button = container.ownerDocument.createElement('button');
    button.textContent = 'Log in';
    button.addEventListener('click', () => {
      pending = login({ username: 'demo01', password: 'Demo1234', terms: true });
    });
    container.append(button);
    return { update: () => {}, unmount: () => container.replaceChildren() };
  },
});

afterEach(() => {
  document.body.innerHTML = '';
  pending = undefined;
});

// The login seals its form to the fake's RSA key first: on a busy machine that alone can pass the
// default second, and a wait ends as soon as its check holds.
const SEALED_LOGIN = { timeout: 10_000 };

/** Holds the login answer until `release` is called. */
function heldLogin(harness: ReturnType<typeof setUpRuntime>) {
  let release: () => void = () => {};
  const gate = new Promise<void>((done) => (release = done));
  harness.platform.on(loginEndpoint, async () => {
    await gate;
    return loginAnswer();
  });
  return () => release();
}

describe('a host removes a widget mid-request', () => {
  it('an <lk-*> element taken out of the page while its login is on the way: one request, the session signs in, nothing thrown', {
    timeout: 20_000,
  }, async () => {
    const harness = setUpRuntime();
    const release = heldLogin(harness);
    const uncaught = vi.fn();
    window.addEventListener('error', uncaught);
    window.addEventListener('unhandledrejection', uncaught);
    defineElements();
    const element = document.createElement('lk-quick-login');
    document.body.append(element);
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('button')).not.toBeNull());
    element.shadowRoot?.querySelector('button')?.click();
    await vi.waitFor(() => expect(harness.platform.calls(loginEndpoint)).toHaveLength(1), SEALED_LOGIN);

    element.remove();
    expect(element.shadowRoot?.querySelector('button')).toBeNull();
    release();
    await pending;

    expect(harness.platform.calls(loginEndpoint)).toHaveLength(1);
    expect($session.get()).toMatchObject({ isLogin: true, token: 'tok-123' });
    expect(uncaught).not.toHaveBeenCalled();
    window.removeEventListener('error', uncaught);
    window.removeEventListener('unhandledrejection', uncaught);
  });

  it('a widget unmounted and mounted again (an SPA route) does not send the login again', async () => {
    const harness = setUpRuntime();
    const release = heldLogin(harness);
    const host = document.createElement('div');
    document.body.append(host);
    const first = mount('quick-login', host);
    await first.ready;
    host.shadowRoot?.querySelector('button')?.click();
    first.unmount();
    await mount('quick-login', host).ready;
    release();
    await pending;
    expect(harness.platform.calls(loginEndpoint)).toHaveLength(1);
    expect(host.shadowRoot?.querySelectorAll('button')).toHaveLength(1);
  });
});
