import { $modal, $session, setDialogs } from '@lobbykit/sdk';
import { $agentSettings } from '@lobbykit/sdk/agent';
import { endpoints } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../testing/fake-api';
import { member, philippines, signIn, startupReady } from '../testing/sdk-state';
import { AgentCenter } from './agent-center';
import { agentSettingsFixture, stubAgentPages } from './agent-center-fixtures';

const agent = member({ id: 2, account: 'agent01', username: 'agent01', nickname: 'Agent Juan', type: 1 });
const paths: string[] = [];
const onNavigate = (event: Event) => {
  event.preventDefault();
  paths.push((event as CustomEvent<{ path: string }>).detail.path);
};
const navLinks = () =>
  Array.from(screen.getByRole('navigation', { name: 'Agent center pages' }).querySelectorAll('a')).map(
    (link) => link.textContent,
  );

beforeEach(() => {
  paths.length = 0;
  window.addEventListener('lobbykit:navigate', onNavigate);
  $agentSettings.set({ status: 'off' });
  startupReady({ ...philippines, utcOffsetMinutes: 480 }, { AGENTPOLICY: true });
  platform.on(endpoints.agentSettings, agentSettingsFixture());
  platform.on(endpoints.logout, null);
});
afterEach(() => {
  window.removeEventListener('lobbykit:navigate', onNavigate);
  setDialogs(null);
});

describe('agent center header', () => {
  it('R2.104 R2.105 shows the merchant’s GMT offset and a clock that ticks each second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-24T16:30:05.000Z'));
    signIn(agent, true);
    render(<AgentCenter pages={stubAgentPages()} />);
    const header = screen.getByRole('banner');
    expect(header.textContent).toContain('GMT+8');
    const clock = header.querySelector('time');
    expect(clock?.textContent).toBe('2026-11-25 00:30:05');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(clock?.textContent).toBe('2026-11-25 00:30:06');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(clock?.textContent).toBe('2026-11-25 00:30:08');
  });

  it('R2.106 shows the nickname, falling back to the account', () => {
    signIn(agent, true);
    const { unmount } = render(<AgentCenter pages={stubAgentPages()} />);
    expect(within(screen.getByRole('banner')).getByText('Agent Juan')).toBeTruthy();
    unmount();
    signIn({ ...agent, nickname: null }, true);
    $session.setKey('nickname', null);
    render(<AgentCenter pages={stubAgentPages()} />);
    expect(within(screen.getByRole('banner')).getByText('agent01')).toBeTruthy();
  });

  it('R2.107 R2.117 sign-out shows the loader, logs out and goes to /agent', async () => {
    const steps: string[] = [];
    setDialogs({
      showLoader: () => {
        steps.push('loader');
        return () => steps.push('loader hidden');
      },
    });
    signIn(agent, true);
    render(<AgentCenter pages={stubAgentPages()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(paths).toContain('/agent'));
    expect(steps).toEqual(['loader', 'loader hidden']);
    expect(platform.calls(endpoints.logout)).toHaveLength(1);
    expect($session.get().isLogin).toBe(false);
    // The shell is an agent's no longer: the agent login takes its place.
    expect(await screen.findByRole('heading', { name: 'Agent login' })).toBeTruthy();
  });
});

describe('agent center navigation', () => {
  it('R2.108 R2.110 lists every page in order once the settings allow the conditional ones', async () => {
    signIn(agent, true);
    render(<AgentCenter pages={stubAgentPages()} />);
    await waitFor(() => expect(navLinks()).toHaveLength(16));
    expect(navLinks()).toEqual([
      'Deposit',
      'Withdraw',
      'Announcements',
      'Team overview',
      'Register account',
      'Team management',
      'Team betting',
      'User loss',
      'My income',
      'Account details',
      'Dividend record',
      'Daily wage',
      'Hourly salary',
      'Real-time salary',
      'Platform messages',
      'Customer service',
    ]);
  });

  it('R2.111 R2.112 R2.113 R2.114 R6.18 hides each conditional page whose flag is off', async () => {
    platform.on(
      endpoints.agentSettings,
      agentSettingsFixture({
        pages: { enableCt: false, salary: true, hourSalary: false, realtimesalreqtype: false },
      }),
    );
    signIn(agent, true);
    render(<AgentCenter pages={stubAgentPages()} />);
    await waitFor(() => expect(navLinks()).toContain('Daily wage'));
    expect(navLinks()).not.toContain('Dividend record');
    expect(navLinks()).not.toContain('Hourly salary');
    expect(navLinks()).not.toContain('Real-time salary');
    expect(navLinks()).toHaveLength(13);
  });

  it('R6.19 on a merchant without agent policy asks for no settings and shows no conditional page', async () => {
    startupReady({ ...philippines, utcOffsetMinutes: 480 }, { AGENTPOLICY: false });
    signIn(agent, true);
    render(<AgentCenter pages={stubAgentPages()} />);
    expect(await screen.findByRole('heading', { name: 'Deposit page' })).toBeTruthy();
    expect(navLinks()).toHaveLength(12);
    expect(platform.calls(endpoints.agentSettings).length > 0).toBe(false);
  });

  it('R2.109 the chosen page loads in the right panel; the address follows', async () => {
    signIn(agent, true);
    render(<AgentCenter pages={stubAgentPages()} />);
    expect(await screen.findByRole('heading', { name: 'Deposit page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Team overview' }));
    const panel = await screen.findByRole('region', { name: 'Team overview' });
    expect(await within(panel).findByRole('heading', { name: 'Team overview page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Team overview' }).getAttribute('aria-current')).toBe('page');
    expect(paths).toEqual(['/agentHome?page=agentTeamOverview']);
    // A page opens another with parameters (a member's bets, say).
    fireEvent.click(within(panel).getByRole('button', { name: "Open player07's bets" }));
    expect(await screen.findByText('{"account":"player07"}')).toBeTruthy();
    expect(paths.at(-1)).toBe('/agentHome?page=personalHistoryCopy&account=player07');
  });

  it('R2.111 a conditional page asked for by name waits for the settings, then opens', async () => {
    signIn(agent, true);
    render(<AgentCenter page="agentDividendRecordCopy2" pages={stubAgentPages()} />);
    expect(await screen.findByRole('heading', { name: 'Dividend record page' })).toBeTruthy();
  });

  it('shows a skeleton while a page’s chunk loads, and an error with a retry when it fails', async () => {
    let fail = true;
    let release: () => void = () => {};
    const pages = stubAgentPages({
      deposit: () =>
        new Promise((resolve, reject) => {
          release = () =>
            fail
              ? reject(new Error('chunk failed'))
              : resolve({ default: () => <h2>Deposit, second try</h2> });
        }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn(agent, true);
    render(<AgentCenter pages={pages} />);
    const panel = screen.getByRole('region', { name: 'Deposit' });
    expect(panel.querySelector('[aria-busy="true"]')).toBeTruthy();
    await act(async () => release());
    expect((await within(panel).findByRole('alert')).textContent).toContain('This page could not be loaded.');
    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await act(async () => release());
    expect(await within(panel).findByRole('heading', { name: 'Deposit, second try' })).toBeTruthy();
  });

  it('settings that fail to load are said with a retry; the other pages stay open', async () => {
    platform.fail(endpoints.agentSettings, 'maintenance', { status: 503, message: 'Maintenance' });
    signIn(agent, true);
    render(<AgentCenter pages={stubAgentPages()} />);
    const notice = await screen.findByText(
      'The agent settings could not be loaded, so some pages may be missing.',
    );
    expect(navLinks()).toHaveLength(12);
    platform.on(endpoints.agentSettings, agentSettingsFixture());
    fireEvent.click(within(notice.parentElement as HTMLElement).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(navLinks()).toHaveLength(16));
  });

  it('at phone width the navigation sits behind a menu button that closes once a page is chosen', async () => {
    signIn(agent, true);
    render(<AgentCenter pages={stubAgentPages()} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Agent center pages' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('aria-controls')).toBe(nav.id);
    expect(nav.classList.contains('lk-ac-nav--open')).toBe(false);
    fireEvent.click(menu);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(nav.classList.contains('lk-ac-nav--open')).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'User loss' }));
    expect(nav.classList.contains('lk-ac-nav--open')).toBe(false);
    expect(await screen.findByRole('heading', { name: 'User loss page' })).toBeTruthy();
  });

  it('R2.115 R9.44 shows the support hours and the 2022 copyright', () => {
    signIn(agent, true);
    render(<AgentCenter pages={stubAgentPages()} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Monday to Friday, 12:00 to 21:00');
    expect(footer.textContent).toContain('© 2022');
  });
});

describe('agent center guard', () => {
  it('R2.116 a signed-in player is sent to /agent; a host that stays shows why and the agent login', () => {
    signIn(member(), false);
    render(<AgentCenter pages={stubAgentPages()} />);
    expect(paths).toEqual(['/agent']);
    expect(screen.getByText(/The agent center is for agents only/).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('heading', { name: 'Agent login' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(platform.calls(endpoints.agentSettings).length > 0).toBe(false);
  });

  it('R2.116 a guest is sent to /agent and, where the host stays, gets the agent login', () => {
    render(<AgentCenter pages={stubAgentPages()} />);
    expect(paths).toEqual(['/agent']);
    expect(screen.getByRole('heading', { name: 'Agent login' })).toBeTruthy();
  });

  it('R2.38 an offer from the agent’s upline opens the contract modal once per session', async () => {
    platform.on(endpoints.agentSettings, agentSettingsFixture({ dailysalinfotype: true }));
    signIn({ ...agent, account: 'subagent01' }, true);
    $session.setKey('token', 'token-offer');
    const { unmount } = render(<AgentCenter pages={stubAgentPages()} />);
    await waitFor(() => expect($modal.get()?.name).toBe('contract'));
    $modal.set(null);
    unmount();
    render(<AgentCenter pages={stubAgentPages()} />);
    await screen.findByRole('heading', { name: 'Deposit page' });
    expect($modal.get()).toBeNull();
  });
});
