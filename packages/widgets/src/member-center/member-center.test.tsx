import { $modal } from '@lobbykit/sdk';
import { $memberCounters } from '@lobbykit/sdk/member-center';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { calls, ok, route } from '../testing/fake-api';
import {
  depositChannelsFixture,
  depositRecordFixture,
  recordsPage,
  securityOverviewFixture,
  signIn,
  startupReady,
  trialMember,
} from '../testing/sdk-state';
import { MemberCenter } from './member-center';
import { MemberCenterNav } from './member-center-nav';
import type { MemberCenterPage } from './pages';

// A page's chunk is transformed on first import: give it time on a busy machine.
const slow = { timeout: 8000 };
const paths: string[] = [];
const onNavigate = (event: Event) => {
  event.preventDefault();
  paths.push((event as CustomEvent<{ path: string }>).detail.path);
};
beforeEach(() => {
  paths.length = 0;
  window.addEventListener('lobbykit:navigate', onNavigate);
  startupReady();
  route('GET /wps/relay/PAY_depositChannels', () => ok(depositChannelsFixture()));
  route('GET /wps/relay/PAY_depositRecords', () => ok(recordsPage([depositRecordFixture()])));
  route('GET /wps/member/security', () => ok(securityOverviewFixture()));
  route('GET /wps/relay/CSP_unreadCount', () => ok({ messages: 0, rewards: 0, missions: 0 }));
});
afterEach(() => window.removeEventListener('lobbykit:navigate', onNavigate));

describe('member center shell', () => {
  it('R2.100 lists its pages and opens the one the address names', async () => {
    signIn();
    render(<MemberCenter page="depositv2" />);
    const nav = screen.getByRole('navigation', { name: 'Member center pages' });
    const names = Array.from(nav.querySelectorAll('a')).map((link) => link.textContent);
    expect(names).toEqual(
      expect.arrayContaining(['Security center', 'Deposit', 'Withdraw', 'Transfer funds']),
    );
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { name: 'Deposit' }, slow)).toBeTruthy();
  });

  it('R2.100 choosing a page navigates to /member?page=<name> and shows it', async () => {
    signIn();
    render(<MemberCenter page="depositv2" />);
    await screen.findByRole('heading', { name: 'Deposit' }, slow);
    fireEvent.click(screen.getByRole('link', { name: 'Security center' }));
    expect(paths).toEqual(['/member?page=securityCenter']);
    expect(await screen.findByRole('heading', { name: 'Security center' }, slow)).toBeTruthy();
  });

  it('opens the first page for an unknown page name', async () => {
    signIn();
    render(<MemberCenter page="nope" />);
    expect(await screen.findByRole('heading', { name: 'Security center' }, slow)).toBeTruthy();
  });

  it('R6.05 a trial player is told to register and sees no member page', () => {
    signIn(trialMember());
    render(<MemberCenter page="depositv2" />);
    expect(screen.getByRole('alert').textContent).toContain('Please register an account first');
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect($modal.get()?.name).toBe('register');
    expect(calls.some((call) => call.path.startsWith('/wps/relay/'))).toBe(false);
  });

  it('a guest is offered the login', () => {
    render(<MemberCenter />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect($modal.get()?.name).toBe('login');
  });
});

describe('red counters', () => {
  const pages: MemberCenterPage[] = ['messageV2', 'rewardCenter', 'missionLeaderboard', 'depositv2'].map(
    (name) => ({
      name,
      labelKey: `memberCenter.nav.${name}` as MemberCenterPage['labelKey'],
      icon: 'M0 0',
      load: () => Promise.reject(new Error('not in this test')),
    }),
  );

  it('R2.101 shows red counters on messages, rewards and missions only, with the count in words', () => {
    act(() => $memberCounters.set({ messages: 3, rewards: 120, missions: 1 }));
    render(<MemberCenterNav pages={pages} current="depositv2" onChoose={() => undefined} />);
    expect(screen.getByRole('link', { name: /Messages/ }).textContent).toContain('3 new');
    expect(screen.getByRole('link', { name: /Reward center/ }).textContent).toContain('99+');
    expect(screen.getByRole('link', { name: /Missions/ }).textContent).toContain('1 new');
    expect(screen.getByRole('link', { name: 'Deposit' }).textContent).toBe('Deposit');
    act(() => $memberCounters.set({ messages: 0, rewards: 0, missions: 0 }));
    expect(screen.getByRole('link', { name: 'Messages' }).textContent).toBe('Messages');
  });
});

describe('a page that fails to load', () => {
  it('offers a retry', async () => {
    signIn();
    route('GET /wps/member/security', () => ({
      status: 500,
      body: { success: false, errorCode: 'unknown_error', message: 'x' },
    }));
    render(<MemberCenter page="securityCenter" />);
    expect((await screen.findByRole('alert', {}, slow)).textContent).toContain('Try again');
    route('GET /wps/member/security', () => ok(securityOverviewFixture()));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Security center' }, slow)).toBeTruthy();
  });
});
