import { closeModal, mount, openModal, registeredWidgets, unmount } from '@lobbykit/sdk';
import { endpoints } from '@lobbykit/sdk/testing';
import { act, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import './index';
import { platform } from './testing/fake-api';
import { overlay } from './testing/overlay';
import { signIn } from './testing/sdk-state';

const hosts: HTMLElement[] = [];
afterEach(() => {
  for (const element of hosts.splice(0)) {
    unmount(element);
    element.remove();
  }
});

async function mounted(name: string, props: Record<string, unknown> = {}): Promise<ShadowRoot> {
  const element = document.createElement(`div`);
  document.body.append(element);
  hosts.push(element);
  await act(() => mount(name, element, props).ready);
  return element.shadowRoot!;
}

describe('@lobbykit/widgets registration', () => {
  it('registers the login and wallet-header widgets with the sdk runtime', () => {
    expect(registeredWidgets()).toEqual(expect.arrayContaining(['login', 'wallet-header']));
  });

  it('mounts the inline login form into its own shadow root', async () => {
    const root = await mounted('login', { variant: 'inline' });
    expect(root.querySelector('form input[name="username"]')).not.toBeNull();
    expect(root.querySelector('h2')?.textContent).toBe('Log in');
  });

  it('R2.02 the header login button opens the login popup in the overlay', async () => {
    const root = await mounted('wallet-header');
    const login = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Log in')!;
    act(() => login.click());
    expect(await overlay().findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('opens the login popup for a host that asks before any widget mounted', async () => {
    act(() => openModal('login'));
    expect(await overlay().findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it("R2.04 R2.05 the /help route's modal is the help center, opened on the topic of #term", async () => {
    platform.on(endpoints.helpCenter, {
      language: 'EN',
      topics: [
        { key: 'about', title: 'About us', content: '<p>About</p>' },
        { key: 'term', title: 'Terms and conditions', content: '<p>Terms</p>' },
      ],
    });
    // As the player site's route opens it (host-site use-route-modal.ts): the modal's name, no props,
    // the address at /help#term.
    const before = `${location.pathname}${location.search}${location.hash}`;
    history.replaceState(null, '', '/help#term');
    act(() => openModal('help'));
    expect(await overlay().findByRole('dialog', { name: 'Help center' })).toBeTruthy();
    expect(await overlay().findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
    act(() => closeModal());
    history.replaceState(null, '', before);
  });

  it('shows the signed-in header from the shared session store', async () => {
    signIn();
    const root = await mounted('wallet-header');
    // The signed-in parts are a chunk of their own, asked for once the session is there.
    await waitFor(() =>
      expect(root.querySelector('[aria-haspopup="menu"]')?.textContent).toContain('Lucky Demo'),
    );
  });
});
