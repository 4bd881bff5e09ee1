import { $modal, openModal, setDialogs } from '@lobbykit/sdk';
import { endpoints } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalOutlet } from '../modal-outlet/modal-outlet';
import { registerModalView } from '../modal-outlet/modal-views';
import { platform } from '../testing/fake-api';
import { overlay } from '../testing/overlay';
import { signIn } from '../testing/sdk-state';
import { gameFrameView } from './game-frame-view';

const url = 'http://games.test/demo-game?token=abc';

function openFrame() {
  registerModalView('gameFrame', gameFrameView);
  signIn();
  platform.on(endpoints.walletBalance, { balance: 1234.5, currency: 'TLB', currencySymbol: '₱' });
  render(<ModalOutlet />);
  act(() => openModal('gameFrame', { url, title: 'Fortune Dragon', nodeId: 7 }));
}

// happy-dom does not load iframe pages and says so on the console for each frame: expected here.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('game frame', () => {
  it('shows the launched game full screen, titled with its name, with a visible Back control focused', () => {
    openFrame();
    const dialog = overlay().getByRole('dialog', { name: 'Fortune Dragon' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const frame = dialog.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(url);
    expect(frame.getAttribute('title')).toBe('Fortune Dragon');
    const back = overlay().getByRole('button', { name: 'Back to the lobby' });
    expect((back.getRootNode() as ShadowRoot).activeElement).toBe(back);
    expect(overlay().getByRole('status').textContent).toContain('Loading the game');
  });

  it('R2.49 Back closes the frame and reloads the balance the game moved', async () => {
    openFrame();
    fireEvent.click(overlay().getByRole('button', { name: 'Back to the lobby' }));
    expect($modal.get()).toBeNull();
    await waitFor(() => expect(platform.calls(endpoints.walletBalance).length > 0).toBe(true));
    expect(overlay().queryByRole('dialog')).toBeNull();
  });

  it("closes when the demo game posts lobbykit:close-game from the launch URL's origin only", async () => {
    openFrame();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'http://elsewhere.test',
          data: { type: 'lobbykit:close-game' },
        }),
      );
    });
    expect($modal.get()?.name).toBe('gameFrame');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'http://games.test', data: { type: 'lobbykit:close-game' } }),
      );
    });
    expect($modal.get()).toBeNull();
  });

  it('refreshes the header balance when the game reports a new balance', async () => {
    openFrame();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'http://games.test',
          data: { type: 'lobbykit:balance', balance: 99 },
        }),
      );
    });
    await waitFor(() => expect(platform.calls(endpoints.walletBalance).length > 0).toBe(true));
    expect($modal.get()?.name).toBe('gameFrame');
  });
});

describe('game frame: a window of its own', () => {
  it("R8.14 'Play in a new window' tells the player when the browser blocks the window, and the frame stays", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const alerts: string[] = [];
    setDialogs({ alert: async (message) => void alerts.push(message), showLoader: () => () => undefined });
    openFrame();
    fireEvent.click(overlay().getByRole('button', { name: 'Play in a new window' }));
    await waitFor(() => expect(alerts).toEqual(['Popup blocked. Please allow popups and try again.']));
    expect($modal.get()?.name).toBe('gameFrame');
    setDialogs(null);
    expect(open).toHaveBeenCalledWith('about:blank', 'lobbykit-game');
    expect(platform.calls(endpoints.launchGame).length > 0).toBe(false);
    open.mockRestore();
  });
});
