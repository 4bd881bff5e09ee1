import { $wallet } from '@lobbykit/sdk';
import { $memberCounters } from '@lobbykit/sdk/member-center';
import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { platform } from '../../testing/fake-api';
import { signIn } from '../../testing/sdk-state';
import { leaderboardFixture, signInFixture, summaryFixture } from '../ui/missions-fixtures';
import MissionLeaderboardPage from './mission-leaderboard';

const SUMMARY = endpoints.missionSummary;
const BOARD = endpoints.missionLeaderboard;
const CLAIM = endpoints.claimMission;
const SIGN_IN = endpoints.signInToday;
const props = { params: {}, go: () => undefined };

let counters = { messages: 0, rewards: 0, missions: 2 };
beforeEach(() => {
  signIn();
  counters = { messages: 0, rewards: 0, missions: 2 };
  platform.on(SUMMARY, summaryFixture());
  platform.on(BOARD, leaderboardFixture());
  platform.on(endpoints.unreadCount, () => counters);
});

describe('missionLeaderboard page', () => {
  it('R7.50 shows each mission with its progress bar, and Claim only where it can be collected', async () => {
    render(<MissionLeaderboardPage {...props} />);
    const bar = await screen.findByRole('progressbar', { name: 'Progress of Daily player' });
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(screen.getByText('₱300.00 of ₱500.00')).toBeTruthy();
    expect(screen.getByText('1 of 1')).toBeTruthy();
    expect(
      screen.getAllByRole('button', { name: /^Claim / }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Claim Secure your account']);
    expect($memberCounters.get().missions).toBe(2);
  });

  it('R2.103 shows the sign-in calendar and streak; signing in credits once and the button says it is done', async () => {
    platform.on(SIGN_IN, {
      amount: 3,
      balance: 1003,
      signIn: signInFixture({ signedToday: true, streak: 3, cycleDone: 3 }),
    });
    render(<MissionLeaderboardPage {...props} />);
    const days = await screen.findAllByRole('listitem');
    expect(days[0]?.textContent).toContain('Day 1');
    expect(days[0]?.textContent).toContain('Signed in');
    expect(days[2]?.textContent).toContain('Today');
    expect(screen.getByText('Streak: 2 days in a row')).toBeTruthy();
    counters = { messages: 0, rewards: 0, missions: 1 };
    fireEvent.click(screen.getByRole('button', { name: 'Sign in for ₱3.00' }));
    expect(
      (await screen.findByText('Signed in! ₱3.00 was added to your balance.')).getAttribute('role'),
    ).toBe('status');
    const done = screen.getByRole('button', { name: 'Signed in today' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    expect($wallet.get().balance).toBe(1003);
    expect(platform.calls(endpoints.signInToday)).toHaveLength(1);
    await waitFor(() => expect($memberCounters.get().missions).toBe(1));
  });

  it('R7.50 claiming collects the reward once, the card shows Claimed and the leaderboard reloads', async () => {
    platform.on(CLAIM, {
      amount: 10,
      balance: 1010,
      mission: { ...summaryFixture().missions[0]!, status: 'claimed' },
    });
    render(<MissionLeaderboardPage {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Secure your account' }));
    expect(await screen.findByText('₱10.00 was added to your balance.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Claim / })).toBeNull();
    expect(screen.getByText('Claimed')).toBeTruthy();
    expect($wallet.get().balance).toBe(1010);
    const claims = platform.calls(endpoints.claimMission);
    expect(claims).toHaveLength(1);
    expect(claims[0]?.body).toMatchObject({ id: 6 });
    await waitFor(() => expect(platform.calls(endpoints.missionLeaderboard).length).toBe(2));
  });

  it('R7.50 a refused claim is said in the player’s words and the mission stays claimable', async () => {
    platform.fail(CLAIM, 'conflict', { status: 409, message: 'x', messageKey: 'mission_already_claimed' });
    render(<MissionLeaderboardPage {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Secure your account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You already claimed this mission.');
    expect(screen.getByRole('button', { name: 'Claim Secure your account' })).toBeTruthy();
  });

  it('R7.51 lists the leaderboard with masked names and the member’s own rank', async () => {
    render(<MissionLeaderboardPage {...props} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('ag***01');
    expect(rows.map((row) => row.textContent?.slice(0, 1))).toEqual(['R', '1', '2', '2']);
    expect(screen.getByText('Your rank: 2 with 20 points')).toBeTruthy();
  });

  it('R7.51 says when nobody is on the board yet, and that the member is not ranked', async () => {
    platform.on(
      BOARD,
      leaderboardFixture({ list: [], me: { rank: null, customerName: 'de***01', points: 0, missions: 0 } }),
    );
    platform.on(SUMMARY, summaryFixture({ missions: [], signIn: null, claimable: 0 }));
    render(<MissionLeaderboardPage {...props} />);
    expect(
      await screen.findByText('No one has claimed a mission this month yet. Be the first!'),
    ).toBeTruthy();
    expect(screen.getByText('There are no missions right now. Come back soon.')).toBeTruthy();
    expect(screen.getByText('You are not ranked yet: claim a mission to join the board.')).toBeTruthy();
  });

  it('offers a retry when the missions fail to load', async () => {
    platform.fail(SUMMARY, 'unknown_error', { status: 500, message: 'x' });
    render(<MissionLeaderboardPage {...props} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
