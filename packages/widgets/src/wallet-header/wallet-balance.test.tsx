import { $modal, $wallet, toggleBalanceHidden } from '@lobbykit/sdk';
import { $announcementPopupOpen, $announcements, closeAnnouncementPopup } from '@lobbykit/sdk/lobby';
import { endpoints, type FakeAnswer } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetRequestedAnnouncements } from '../announcements/use-announcements';
import { platform } from '../testing/fake-api';
import { signIn } from '../testing/sdk-state';
import { preloadSignedInHeader, WalletHeader } from './wallet-header';

// The signed-in parts are a chunk of their own: in before the first signed-in render.
beforeAll(() => preloadSignedInHeader());

const paths: string[] = [];
const onNavigate = (event: Event) => {
  event.preventDefault();
  paths.push((event as CustomEvent<{ path: string }>).detail.path);
};

let balance = 1234567.89;
beforeEach(() => {
  paths.length = 0;
  balance = 1234567.89;
  window.addEventListener('lobbykit:navigate', onNavigate);
  forgetRequestedAnnouncements();
  $announcementPopupOpen.set(false);
  if ($wallet.get().hidden) toggleBalanceHidden();
  $wallet.set({ ...$wallet.get(), balance: null, currency: null, currencySymbol: null, loading: false });
  platform.on(endpoints.walletBalance, () => ({ balance, currency: 'TLB', currencySymbol: '₱' }));
  platform.on(endpoints.announcements, { banners: [], notices: [], popups: [] });
});
afterEach(() => window.removeEventListener('lobbykit:navigate', onNavigate));

const balanceGroup = () => screen.getByRole('group', { name: 'Balance' });
const amount = () => balanceGroup().querySelector('.lk-balance__amount')!.textContent;

describe('wallet header: balance, deposit, withdraw, notice bell', () => {
  it('R2.47 R7.25 signed in shows the balance with two decimals, separators and the symbol', async () => {
    signIn();
    render(<WalletHeader />);
    await waitFor(() => expect(amount()).toBe('₱1,234,567.89'));
    expect(platform.calls(endpoints.walletBalance)).toHaveLength(1);
    expect(balanceGroup().querySelector('.lk-money')).not.toBeNull();
  });

  it('R2.48 the hide toggle masks the balance with asterisks, and it stays hidden on the next mount', async () => {
    signIn();
    const { unmount } = render(<WalletHeader />);
    await waitFor(() => expect(amount()).toBe('₱1,234,567.89'));
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(amount()).toBe('₱****');
    expect(screen.getByRole('button', { name: 'Show balance' }).getAttribute('aria-pressed')).toBe('true');
    unmount();
    render(<WalletHeader />);
    expect(amount()).toBe('₱****');
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(amount()).toBe('₱1,234,567.89');
  });

  it('R2.49 refresh reloads the balance, spinning and disabled meanwhile', async () => {
    signIn();
    render(<WalletHeader />);
    await waitFor(() => expect(amount()).toBe('₱1,234,567.89'));
    let answer: (value: FakeAnswer<typeof endpoints.walletBalance>) => void = () => {};
    const answered = new Promise<FakeAnswer<typeof endpoints.walletBalance>>((resolve) => (answer = resolve));
    platform.on(endpoints.walletBalance, () => answered);
    const refresh = screen.getByRole('button', { name: 'Refresh balance' }) as HTMLButtonElement;
    fireEvent.click(refresh);
    await waitFor(() => expect(refresh.getAttribute('aria-busy')).toBe('true'));
    expect(refresh.disabled).toBe(true);
    await act(async () => answer({ balance: 99.5, currency: 'TLB', currencySymbol: '₱' }));
    await waitFor(() => expect(amount()).toBe('₱99.50'));
    expect(refresh.disabled).toBe(false);
  });

  it('says the balance is unavailable when it cannot be loaded, and refresh tries again', async () => {
    platform.fail(endpoints.walletBalance, 'network_error', { status: 500, message: 'x' });
    signIn();
    render(<WalletHeader />);
    await waitFor(() => expect(balanceGroup().textContent).toContain('Balance unavailable'));
    platform.on(endpoints.walletBalance, { balance: 10, currency: 'TLB', currencySymbol: '₱' });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(amount()).toBe('₱10.00'));
  });

  it('R2.50 deposit and withdraw go to their member pages', async () => {
    signIn();
    render(<WalletHeader />);
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(paths).toEqual(['/member?page=depositv2', '/member?page=withdraw']);
  });

  it('R2.46 signed out shows no balance, wallet buttons or bell, and asks for no balance', () => {
    render(<WalletHeader />);
    expect(screen.queryByRole('group', { name: 'Balance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Notices/ })).toBeNull();
    expect(platform.calls(endpoints.walletBalance)).toHaveLength(0);
  });

  it('R2.53 the notice bell counts the unseen announcements in a badge and opens the popup', async () => {
    platform.on(endpoints.announcements, {
      banners: [],
      notices: [
        { id: 1, type: 'PL', title: 'One', content: 'One' },
        { id: 2, type: 'H', title: 'Two', content: 'Two' },
      ],
      popups: [],
    });
    signIn();
    render(<WalletHeader />);
    const bell = await screen.findByRole('button', { name: 'Notices, 2 new' });
    expect(bell.querySelector('.lk-bell__badge')?.textContent).toBe('2');
    fireEvent.click(bell);
    expect($modal.get()?.name).toBe('announcements');
    // R4.37: once closed this session, nothing is new any more.
    act(() => closeAnnouncementPopup());
    expect(screen.getByRole('button', { name: 'Notices' }).querySelector('.lk-bell__badge')).toBeNull();
    expect($announcements.get().notices).toHaveLength(2);
  });
});
