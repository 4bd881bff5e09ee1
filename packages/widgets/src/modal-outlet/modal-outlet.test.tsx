import { $modal, closeModal, openModal, overlayRoot, setLanguage } from '@lobbykit/sdk';
import { act, render, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { overlay } from '../testing/overlay';
import { ModalOutlet } from './modal-outlet';
import { registerModalView } from './modal-views';

function Notice({ text }: { text?: string }) {
  return <p role="note">{text}</p>;
}

describe('modal outlet', () => {
  it('renders the registered view of the open modal with its props, and nothing once closed', async () => {
    registerModalView('notice', { component: Notice as never, styles: '' });
    const { container } = render(<ModalOutlet />);
    act(() => openModal('notice', { text: 'Welcome back' }));
    expect(container.querySelector('[role="note"]')?.textContent).toBe('Welcome back');
    act(() => closeModal());
    expect(container.querySelector('[role="note"]')).toBeNull();
  });

  it('renders nothing for a modal nobody registered', () => {
    const { container } = render(<ModalOutlet />);
    act(() => openModal('feedback'));
    expect($modal.get()?.name).toBe('feedback');
    expect(container.innerHTML).toBe('');
  });

  it('loads a lazily registered view on first open', async () => {
    registerModalView('giftNotice', async () => ({ component: Notice as never, styles: '' }));
    const { container } = render(<ModalOutlet />);
    act(() => openModal('giftNotice', { text: 'A gift' }));
    await waitFor(() => expect(container.querySelector('[role="note"]')?.textContent).toBe('A gift'));
    expect(overlay().queryByRole('dialog')).toBeNull();
  });

  it('R4.73 shows a lazily loaded view only once the words its chunk registers are in: BN first, never English', async () => {
    await setLanguage('BN');
    // The real login view: its chunk registers the `login` namespace, whose BN table loads after it.
    registerModalView('login', () => import('../login/login-dialog').then((module) => module.loginModalView));
    // Everything the overlay ever showed, mutation by mutation: an English first paint would be here.
    const shown: string[] = [];
    render(<ModalOutlet />);
    const watch = new MutationObserver(() => shown.push(overlayRoot().textContent ?? ''));
    watch.observe(overlayRoot(), { subtree: true, childList: true, characterData: true });
    act(() => openModal('login'));
    const dialog = await overlay().findByRole('dialog', {}, { timeout: 3000 });
    watch.disconnect();
    expect(dialog.textContent).toContain('লগ ইন');
    expect(dialog.textContent).not.toContain('Log in');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.join(' ')).not.toMatch(/Log in|Username/);
  });
});
