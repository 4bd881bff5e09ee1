import { $session, dialogs, logout } from '@lobbykit/sdk';
import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, waitFor } from '@testing-library/preact';
import { beforeAll, describe, expect, it } from 'vitest';
import { platform } from '../testing/fake-api';
import { overlay } from '../testing/overlay';
import { signIn } from '../testing/sdk-state';
import { installDialogs } from './install-dialogs';

beforeAll(() => installDialogs());

describe('dialogs port', () => {
  it('R4.17 the sdk logout asks with this confirm dialog; staying keeps the session', async () => {
    signIn();
    const answer = logout();
    const dialog = await overlay().findByRole('dialog', {}, { timeout: 2000 });
    expect(dialog.textContent).toContain('Are you sure you want to sign out?');
    fireEvent.click(overlay().getByRole('button', { name: 'Cancel' }));
    expect(await answer).toBe(false);
    expect($session.get().isLogin).toBe(true);
    expect(platform.requests).toHaveLength(0);
  });

  it('R4.18 confirming shows the loader while the logout call runs, then signs out', async () => {
    let answerServer: () => void = () => {};
    platform.on(endpoints.logout, () => new Promise((resolve) => (answerServer = () => resolve(null))));
    signIn();
    window.addEventListener('lobbykit:navigate', (event) => event.preventDefault(), { once: true });
    const answer = logout();
    await overlay().findByRole('dialog', {}, { timeout: 2000 });
    fireEvent.click(overlay().getByRole('button', { name: 'OK' }));
    const loader = await overlay().findByRole('dialog', { name: 'Loading…' });
    expect(loader.getAttribute('aria-busy')).toBe('true');
    expect(platform.requests.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /wps/session/logout',
    ]);

    answerServer();
    expect(await answer).toBe(true);
    expect($session.get().isLogin).toBe(false);
    await waitFor(() => expect(loader.isConnected).toBe(false));
  });

  it('alert shows the message with one OK button and resolves when acknowledged', async () => {
    const done = dialogs().alert('Please register an account first');
    const dialog = await overlay().findByRole('dialog', { name: 'Please register an account first' });
    expect(
      overlay()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['', 'OK']);
    fireEvent.click(overlay().getByRole('button', { name: 'OK' }));
    await done;
    expect(dialog.isConnected).toBe(false);
  });
});
