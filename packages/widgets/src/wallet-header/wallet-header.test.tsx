import { $modal, logout } from '@lobbykit/sdk';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bangladesh, member, signIn, startupReady } from '../testing/sdk-state';
import { WalletHeader } from './wallet-header';

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

  it('R2.54 shows the merchant region flag signed out and signed in', () => {
    startupReady(bangladesh);
    render(<WalletHeader />);
    const flag = screen.getByTitle('Bangladesh');
    expect(flag.querySelector('svg')).not.toBeNull();
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
