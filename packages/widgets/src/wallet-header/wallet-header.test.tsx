import { $modal, $session, logout, setDialogs } from '@lobbykit/sdk';
import { endpoints } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSessionKey, platform } from '../testing/fake-api';
import { bangladesh, member, philippines, signIn, startupReady, trialMember } from '../testing/sdk-state';
import { preloadSignedInHeader, WalletHeader } from './wallet-header';

// The signed-in parts are a chunk of their own: in before the first signed-in render.
beforeAll(() => preloadSignedInHeader());

vi.mock('@lobbykit/sdk', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lobbykit/sdk')>()),
  logout: vi.fn(async () => true),
}));

const paths: string[] = [];
const onNavigate = (event: Event) => {
  // The host takes navigation over, as a router would; the test records where it was sent.
  event.preventDefault();
  paths.push((event as CustomEvent<{ path: string }>).detail.path);
};
beforeAll(makeSessionKey);
beforeEach(() => {
  paths.length = 0;
  vi.mocked(logout).mockClear();
  window.addEventListener('lobbykit:navigate', onNavigate);
});
afterEach(() => window.removeEventListener('lobbykit:navigate', onNavigate));

const menuButton = () => screen.getByRole('button', { name: /Account menu/ });
const openMenu = () => fireEvent.click(menuButton());
const itemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('wallet header', () => {
  it('R2.46 signed out shows login and register buttons; login opens the login popup', () => {
    render(<WalletHeader />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect($modal.get()?.name).toBe('login');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect($modal.get()?.name).toBe('register');
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('R2.54 shows the merchant region flag signed out and signed in', async () => {
    startupReady(bangladesh);
    render(<WalletHeader />);
    const flag = screen.getByTitle('Bangladesh');
    // The flag is an SVG file drawn inline once it is fetched (R2.63), never an emoji.
    await waitFor(() => expect(flag.querySelector('.lk-country-flag > svg')).not.toBeNull());
    expect(flag.textContent).toContain('BD');
    act(() => signIn());
    expect(screen.getByTitle('Bangladesh').textContent).toContain('Region: Bangladesh');
  });

  it('shows the nickname, or the account when there is none', () => {
    signIn(member({ nickname: 'Lucky Demo' }));
    const { unmount } = render(<WalletHeader />);
    expect(menuButton().textContent).toContain('Lucky Demo');
    unmount();
    signIn(member({ nickname: null, account: 'demo01' }));
    render(<WalletHeader />);
    expect(menuButton().textContent).toContain('demo01');
  });

  it('R2.51 signed in, the account menu lists the spec items, with sign out last', () => {
    signIn();
    render(<WalletHeader />);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    openMenu();
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Account menu' })).toBeTruthy();
    expect(itemNames()).toEqual([
      'VIP level',
      'Betting record',
      'Account record',
      'Personal profit and loss',
      'Reward center',
      'Messages',
      'My account',
      'Sign out',
    ]);
  });

  it('R2.52 shows the agent entry only to agents, and it goes to /agentHome', () => {
    signIn(member({ type: 1 }), true);
    render(<WalletHeader />);
    openMenu();
    expect(itemNames()).toContain('Agent center');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Agent center' }));
    expect(paths).toEqual(['/agentHome']);
  });

  it('menu items navigate through the sdk to the member pages and close the menu', () => {
    signIn();
    render(<WalletHeader />);
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Betting record' }));
    expect(paths).toEqual(['/member?page=personalHistoryCopy']);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('sign out calls the sdk logout', () => {
    signIn();
    render(<WalletHeader />);
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('is keyboard navigable: arrows move, Escape closes and gives focus back to the button', () => {
    signIn();
    render(<WalletHeader />);
    fireEvent.keyDown(menuButton(), { key: 'ArrowDown' });
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1]!, { key: 'End' });
    expect(document.activeElement).toBe(items[items.length - 1]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes the menu on a click outside it', () => {
    signIn();
    render(<WalletHeader />);
    openMenu();
    fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'VIP level' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('wallet header: free play and the trial state', () => {
  const tryFree = () => screen.queryByRole('button', { name: 'Try for free' });

  it('R6.20 shows Try for free signed out only where FREEPLAY3 is on', () => {
    startupReady(philippines, { FREEPLAY3: false });
    const { unmount } = render(<WalletHeader />);
    expect(tryFree()).toBeNull();
    unmount();
    startupReady(philippines, { FREEPLAY3: true });
    render(<WalletHeader />);
    expect(tryFree()).not.toBeNull();
    act(() => signIn());
    expect(tryFree()).toBeNull();
  });

  it('R7.04 R4.05 Try for free opens a trial session and the header turns to the trial state', async () => {
    startupReady(philippines, { FREEPLAY3: true });
    const trial = trialMember();
    platform.on(endpoints.freePlay, {
      token: 'trial-token',
      expiresIn: 86_400,
      firstTimeLogin: false,
      passwordExpired: false,
      defaultPassword: false,
      id: trial.id,
      account: trial.account,
      username: trial.username,
      nickname: null,
      customerId: trial.customerId,
      type: trial.type,
    });
    platform.on(endpoints.memberInfo, trial);
    platform.on(endpoints.walletBalance, { balance: 2000, currency: 'TLB', currencySymbol: '₱' });
    render(<WalletHeader />);
    fireEvent.click(tryFree()!);
    await waitFor(() => expect(menuButton().textContent).toContain('trial12345678'), { timeout: 5000 });
    expect(screen.getByText('Trial')).toBeTruthy();
    expect($session.get()).toMatchObject({ isLogin: true, isTrial: true });
    // Encrypted like the login (R7.04): what travels is a JWE, never the fields (the fake opens it with its key).
    const call = platform.calls(endpoints.freePlay)[0];
    const sent = JSON.parse(String(call?.sent)) as { value: string };
    expect(sent.value.split('.')).toHaveLength(5);
  });

  it('a refused free play is told through the dialogs port and leaves the visitor signed out', async () => {
    startupReady(philippines, { FREEPLAY3: true });
    const alerts: string[] = [];
    setDialogs({ alert: async (message) => void alerts.push(message) });
    platform.fail(endpoints.sessionKey, 'too_many_requests', {
      status: 429,
      message: 'slow down',
      retryAfter: 60,
    });
    render(<WalletHeader />);
    fireEvent.click(tryFree()!);
    await waitFor(() => expect(alerts).toHaveLength(1));
    setDialogs(null);
    expect(alerts[0]).not.toBe('too_many_requests');
    expect($session.get().isLogin).toBe(false);
    expect(tryFree()).not.toBeNull();
  });

  it('R6.07 signed in as trial: the account with a Trial badge in words, Register instead of deposit and withdraw', async () => {
    signIn(trialMember());
    render(<WalletHeader />);
    const account = menuButton();
    expect(account.textContent).toContain('trial12345678');
    expect(account.querySelector('.lk-trial-badge')?.textContent).toBe('Trial');
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect($modal.get()?.name).toBe('register');
  });

  it('R5.40 the trial account menu offers no member pages, only sign out', () => {
    signIn(trialMember());
    render(<WalletHeader />);
    openMenu();
    expect(itemNames()).toEqual(['Sign out']);
  });

  it('a real player keeps deposit and withdraw and has no Trial badge', async () => {
    signIn();
    render(<WalletHeader />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deposit' })).toBeTruthy());
    expect(document.querySelector('.lk-trial-badge')).toBeNull();
  });
});
