import { $startup, setDialogs, setLanguage } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { philippines, startupReady } from '../testing/sdk-state';
import { CustomerServiceButton } from './customer-service-button';
import { bn, en, ty } from './messages/cs-button-messages';

function withChannels(customerService: { csType: string; path: string }[]) {
  startupReady(philippines);
  const state = $startup.get();
  if (state.phase !== 'ready' || !state.permission) return;
  $startup.set({
    ...state,
    permission: { ...state.permission, info: { ...state.permission.info, customerService } },
  });
}

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  open = vi.spyOn(window, 'open');
});
afterEach(async () => {
  vi.restoreAllMocks();
  setDialogs(null);
  await setLanguage('EN');
});

describe('floating customer-service button (R2.39)', () => {
  it('R2.39 opens live chat in a 440x750 popup window', () => {
    withChannels([
      { csType: 'TELEGRAM', path: 'https://t.me/ph_support' },
      { csType: 'LIVECHAT', path: 'https://ph.example/chat' },
    ]);
    const popup = { opener: window } as unknown as Window;
    open.mockReturnValue(popup);
    render(<CustomerServiceButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith(
      'https://ph.example/chat',
      'lobbykit-customer-service',
      'popup=yes,width=440,height=750',
    );
    expect(popup.opener).toBeNull();
  });

  it("R8.14 tells the player 'Popup blocked. Please allow popups and try again.' when the window is blocked", async () => {
    withChannels([{ csType: 'LIVECHAT', path: 'https://ph.example/chat' }]);
    open.mockReturnValue(null);
    const alert = vi.fn(async () => undefined);
    setDialogs({ alert });
    render(<CustomerServiceButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    await vi.waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Popup blocked. Please allow popups and try again.'),
    );
  });

  it('R2.39 is not shown while the merchant has no customer-service channel', () => {
    withChannels([]);
    const view = render(<CustomerServiceButton />);
    expect(view.container.querySelector('button')).toBeNull();
  });

  it('R9.30 R2.39 is named in TY and BN, with exactly the EN keys', async () => {
    expectSameMessageKeys(en, ty, 'csButton TY');
    expectSameMessageKeys(en, bn, 'csButton BN');
    withChannels([{ csType: 'LIVECHAT', path: 'https://ph.example/chat' }]);
    await setLanguage('BN');
    render(<CustomerServiceButton />);
    expect(screen.getByRole('button', { name: 'গ্রাহক সেবা' })).toBeTruthy();
  });
});
