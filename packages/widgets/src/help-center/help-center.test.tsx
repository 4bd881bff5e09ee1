// @vitest-environment jsdom
// DOMPurify sanitises only under jsdom (STACK.md), and the help center shows the operator's HTML.
import { $config, $modal, closeModal, openModal, setLanguage } from '@lobbykit/sdk';
import { forgetHelpCenter } from '@lobbykit/sdk/help-center';
import { endpoints, failure } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModalOutlet } from '../modal-outlet/modal-outlet';
import { registerModalView } from '../modal-outlet/modal-views';
import { platform } from '../testing/fake-api';
import { overlay } from '../testing/overlay';
import { helpCenterView } from './help-center-view';

const { helpCenter } = endpoints;
const topics = [
  { key: 'about', title: 'About us', content: '<p>We are <strong>LobbyKit</strong>.</p>' },
  {
    key: 'term',
    title: 'Terms and conditions',
    content:
      '<h3>1. Eligibility</h3><p>You must be 18.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
  },
  { key: 'privacy', title: 'Privacy policy', content: '<p>We never sell your data.</p>' },
];

const dialog = () => overlay().findByRole('dialog', { name: 'Help center' });
const topicButton = (name: string) => overlay().findByRole('button', { name });

beforeEach(() => {
  forgetHelpCenter();
  registerModalView('help', helpCenterView);
  platform.on(helpCenter, (input) => ({ language: input.lang ?? 'EN', topics }));
  history.replaceState(null, '', '/');
});
afterEach(() => act(() => closeModal()));

describe('help center', () => {
  it('R2.04 R7.18 opens as a dialog on the first topic, asking lang and device WEB, the list naming every topic', async () => {
    render(<ModalOutlet />);
    act(() => openModal('help'));
    const shown = await dialog();
    expect(shown.getAttribute('role')).toBe('dialog');
    expect(Object.fromEntries(platform.calls(helpCenter)[0]?.query ?? [])).toEqual({
      lang: 'EN',
      device: 'WEB',
    });
    const list = await overlay().findByRole('navigation', { name: 'Help topics' });
    expect([...list.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'About us',
      'Terms and conditions',
      'Privacy policy',
    ]);
    expect((await topicButton('About us')).getAttribute('aria-current')).toBe('true');
    expect(await overlay().findByRole('heading', { name: 'About us' })).toBeTruthy();
    await waitFor(() => expect(overlay().getByText('LobbyKit').tagName).toBe('STRONG'));
  });

  it('R2.05 /help#term opens on the terms, its HTML sanitised; choosing another topic updates the hash', async () => {
    history.replaceState(null, '', '/help#term');
    render(<ModalOutlet />);
    act(() => openModal('help'));
    expect(await overlay().findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
    await waitFor(() => expect(overlay().getByText('You must be 18.')).toBeTruthy());
    const content = overlay().getByText('You must be 18.').parentElement!;
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    fireEvent.click(await topicButton('Privacy policy'));
    expect(await overlay().findByRole('heading', { name: 'Privacy policy' })).toBeTruthy();
    expect(location.pathname + location.hash).toBe('/help#privacy');
    // Back or a typed hash moves the selection along.
    act(() => {
      history.replaceState(null, '', '/help#about');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await overlay().findByRole('heading', { name: 'About us' })).toBeTruthy();
  });

  it('leaves the hash of another page alone, and opens on a topic it is given', async () => {
    history.replaceState(null, '', '/promotions#welcome');
    render(<ModalOutlet />);
    act(() => openModal('help', { topic: 'privacy' }));
    expect(await overlay().findByRole('heading', { name: 'Privacy policy' })).toBeTruthy();
    fireEvent.click(await topicButton('About us'));
    expect(await overlay().findByRole('heading', { name: 'About us' })).toBeTruthy();
    expect(location.hash).toBe('#welcome');
  });

  it('shows the failure in words with a retry that asks again', async () => {
    let failing = true;
    platform.on(helpCenter, () =>
      failing ? failure('unknown', { status: 500, message: 'down' }) : { language: 'EN', topics },
    );
    render(<ModalOutlet />);
    act(() => openModal('help'));
    const alert = await overlay().findByRole('alert');
    expect(alert.textContent).toContain('The help center could not be loaded.');
    failing = false;
    fireEvent.click(overlay().getByRole('button', { name: 'Try again' }));
    expect(await overlay().findByRole('heading', { name: 'About us' })).toBeTruthy();
  });

  it('gives focus back to what opened it when closed', async () => {
    const opener = document.createElement('button');
    opener.textContent = 'Help';
    document.body.append(opener);
    opener.focus();
    render(<ModalOutlet />);
    act(() => openModal('help'));
    await topicButton('About us');
    fireEvent.click(overlay().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect($modal.get()).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    opener.remove();
  });

  it('speaks BN and asks the topics in BN', async () => {
    $config.setKey('merchantCode', 'bd');
    await setLanguage('BN');
    render(<ModalOutlet />);
    act(() => openModal('help'));
    expect(await overlay().findByRole('dialog', { name: 'সহায়তা কেন্দ্র' })).toBeTruthy();
    expect(await overlay().findByRole('navigation', { name: 'সহায়তার বিষয়' })).toBeTruthy();
    expect(platform.calls(helpCenter)[0]?.query.get('lang')).toBe('BN');
  });
});
