import { $modal, t } from '@lobbykit/sdk';
import { $memberCounters } from '@lobbykit/sdk/member-center';
import { endpoints } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { platform } from '../testing/fake-api';
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
import { memberCenterPages, PAGE_COUNTERS } from './pages';
import { leaderboardFixture, summaryFixture } from './ui/missions-fixtures';

/** R2.100: the member center's pages as the spec names them, in its order. */
const SPEC_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'playerRank',
];
/** R2.103: the member area's other parts, after the R2.100 pages. */
const MEMBER_AREA_PAGES = ['chatRoom'];

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
  platform.on(endpoints.depositChannels, depositChannelsFixture());
  platform.on(endpoints.depositRecords, recordsPage([depositRecordFixture()]));
  platform.on(endpoints.securityOverview, securityOverviewFixture());
  platform.on(endpoints.unreadCount, { messages: 0, rewards: 0, missions: 0 });
});
afterEach(() => window.removeEventListener('lobbykit:navigate', onNavigate));

describe('member center shell', () => {
  it('R2.100 lists every page of the spec in its order and opens the one the address names', async () => {
    expect(memberCenterPages.map((page) => page.name)).toEqual([...SPEC_PAGES, ...MEMBER_AREA_PAGES]);
    signIn();
    render(<MemberCenter page="depositv2" />);
    const nav = screen.getByRole('navigation', { name: 'Member center pages' });
    const names = Array.from(nav.querySelectorAll('a')).map((link) => link.textContent);
    expect(names).toEqual(memberCenterPages.map((page) => t(page.labelKey)));
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { name: 'Deposit' }, slow)).toBeTruthy();
  });

  it('R2.100 /member?page=missionLeaderboard opens the missions page, not the first one', async () => {
    platform.on(endpoints.missionSummary, summaryFixture());
    platform.on(endpoints.missionLeaderboard, leaderboardFixture());
    signIn();
    render(<MemberCenter page="missionLeaderboard" />);
    expect(await screen.findByRole('heading', { name: 'Missions', level: 2 }, slow)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Security center' })).toBeNull();
  });

  it("R2.103 /member?page=chatRoom opens the member area's chat room on its room list", async () => {
    platform.on(endpoints.chatRoomList, [
      { id: 4, name: 'Lobby', topic: 'Say hello and talk about anything.', language: 'EN' },
    ]);
    signIn();
    render(<MemberCenter page="chatRoom" />);
    expect(await screen.findByRole('heading', { name: 'Chat room', level: 2 }, slow)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Enter Lobby' }, slow)).toBeTruthy();
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
    expect(platform.requests.some((call) => call.path.startsWith('/wps/relay/'))).toBe(false);
  });

  it('a guest is offered the login', () => {
    render(<MemberCenter />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect($modal.get()?.name).toBe('login');
  });
});

describe('red counters', () => {
  it('R2.101 the real member center shows the server counters on messages, rewards and missions only', async () => {
    platform.on(endpoints.unreadCount, { messages: 3, rewards: 120, missions: 1 });
    signIn();
    render(<MemberCenter page="depositv2" />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Missions/ }).textContent).toContain('1 new'),
    );
    expect(screen.getByRole('link', { name: /Messages/ }).textContent).toContain('3 new');
    expect(screen.getByRole('link', { name: /Reward center/ }).textContent).toContain('99+');
    const counted = Object.keys(PAGE_COUNTERS);
    for (const page of memberCenterPages.filter((entry) => !counted.includes(entry.name))) {
      expect(screen.getByRole('link', { name: t(page.labelKey) }).textContent).toBe(t(page.labelKey));
    }
    act(() => $memberCounters.set({ messages: 0, rewards: 0, missions: 0 }));
    expect(screen.getByRole('link', { name: 'Messages' }).textContent).toBe('Messages');
    expect(screen.getByRole('link', { name: 'Missions' }).textContent).toBe('Missions');
  });
});

describe('a page that fails to load', () => {
  it('offers a retry', async () => {
    signIn();
    platform.fail(endpoints.securityOverview, 'unknown_error', { status: 500, message: 'x' });
    render(<MemberCenter page="securityCenter" />);
    expect((await screen.findByRole('alert', {}, slow)).textContent).toContain('Try again');
    platform.on(endpoints.securityOverview, securityOverviewFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Security center' }, slow)).toBeTruthy();
  });
});
