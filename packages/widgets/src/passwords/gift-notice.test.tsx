import { $modal, openModal } from '@lobbykit/sdk';
import { GIFT_NOTICE_CLOSED_KEY } from '@lobbykit/sdk/accounts';
import { act, fireEvent, render } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { ModalOutlet } from '../modal-outlet/modal-outlet';
import { registerModalView } from '../modal-outlet/modal-views';
import { overlay } from '../testing/overlay';
import { giftNoticeModalView } from './password-views';

let navigations: string[];
beforeEach(() => {
  registerModalView('giftNotice', giftNoticeModalView);
  sessionStorage.removeItem(GIFT_NOTICE_CLOSED_KEY);
  navigations = [];
  window.addEventListener('lobbykit:navigate', (event) => {
    navigations.push((event as CustomEvent<{ path: string }>).detail.path);
    event.preventDefault();
  });
});

async function open() {
  render(<ModalOutlet />);
  act(() => openModal('giftNotice'));
  return overlay().findByRole('dialog', { name: 'Welcome gift' });
}

describe('gift notice', () => {
  it('R4.42 shows the welcome gift; Later closes it for the session', async () => {
    const dialog = await open();
    expect(dialog.textContent).toContain('A welcome gift is waiting for you in Promotions.');
    fireEvent.click(overlay().getByRole('button', { name: 'Later' }));
    expect($modal.get()).toBeNull();
  });

  it('R4.42 See my gift closes it and goes to the promotions', async () => {
    await open();
    fireEvent.click(overlay().getByRole('button', { name: 'See my gift' }));
    expect($modal.get()).toBeNull();
    expect(navigations).toContain('/promotions');
  });
});
