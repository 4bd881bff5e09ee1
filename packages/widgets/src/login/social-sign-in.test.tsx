import { setLanguage } from '@lobbykit/sdk';
import {
  $socialProviders,
  $socialSignIn,
  loadSocialProviders,
  resumeSocialSignIn,
  startSocialSignIn,
} from '@lobbykit/sdk/accounts';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Login } from './login';
import './messages/login-messages';

vi.mock('@lobbykit/sdk/accounts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lobbykit/sdk/accounts')>()),
  loadSocialProviders: vi.fn(async () => undefined),
  resumeSocialSignIn: vi.fn(async () => null),
  startSocialSignIn: vi.fn(async () => ({ status: 'leaving' })),
}));

beforeEach(async () => {
  await setLanguage('EN');
  vi.mocked(startSocialSignIn).mockClear();
  $socialProviders.set(['google', 'facebook']);
  $socialSignIn.set({ phase: 'idle' });
});
afterEach(() => $socialProviders.set([]));

describe('Google and Facebook buttons (R4.14, R4.15)', () => {
  it('R4.14 R4.15 show under the player login and start the sign-in with the provider pressed', async () => {
    render(<Login variant="inline" />);
    const google = await screen.findByRole('button', { name: 'Log in with Google' });
    expect(google.textContent).toContain('Google');
    expect(screen.getByRole('group', { name: 'Or log in with' })).toBeTruthy();
    await waitFor(() => expect(loadSocialProviders).toHaveBeenCalled());
    expect(resumeSocialSignIn).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Log in with Facebook' }));
    expect(startSocialSignIn).toHaveBeenCalledWith('facebook');
  });

  it('R4.15 show nothing when the platform offers no provider, and never on the agent login', async () => {
    $socialProviders.set([]);
    const { unmount } = render(<Login variant="inline" />);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Google/ })).toBeNull());
    unmount();
    $socialProviders.set(['google']);
    render(<Login variant="inline" mode="agent" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
  });

  it('R4.15 tells a refused sign-in in words and the buttons speak TY and BN', async () => {
    $socialSignIn.set({ phase: 'failed', message: 'The sign-in could not be completed. Please try again.' });
    render(<Login variant="inline" />);
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'The sign-in could not be completed. Please try again.',
      ),
    );
    await setLanguage('TY');
    expect(await screen.findByRole('button', { name: 'Mag-log in gamit ang Google' })).toBeTruthy();
    await setLanguage('BN');
    expect(await screen.findByRole('button', { name: 'Google দিয়ে লগ ইন করুন' })).toBeTruthy();
  });

  it('R4.15 holds the buttons while the browser goes to the provider', async () => {
    $socialSignIn.set({ phase: 'leaving', provider: 'google' });
    render(<Login variant="inline" />);
    const google = (await screen.findByRole('button', { name: 'Log in with Google' })) as HTMLButtonElement;
    expect(google.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Taking you to Google…');
  });
});
