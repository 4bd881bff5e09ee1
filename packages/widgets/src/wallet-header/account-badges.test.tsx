import { $memberCounters, $vip } from '@lobbykit/sdk/member-badges';
import { endpoints } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rankFixture } from '../member-center/ui/records-fixtures';
import { platform } from '../testing/fake-api';
import { signIn, signOut, trialMember } from '../testing/sdk-state';
import { preloadSignedInHeader, WalletHeader } from './wallet-header';

// The signed-in parts are a chunk of their own: in before the first signed-in render.
beforeAll(() => preloadSignedInHeader());

const RANK = endpoints.playerRank;
const COUNTERS = endpoints.unreadCount;
const menuButton = () => screen.getByRole('button', { name: /Account menu/ });
const entry = (name: RegExp) => screen.getByRole('menuitem', { name });
const memberCalls = () => [...platform.calls(RANK), ...platform.calls(COUNTERS)];

beforeEach(() => {
  // A store still watched by the previous test's header keeps its value until its last listener leaves.
  signOut();
  platform.on(RANK, rankFixture({ vipLabelName: 'Gold', vipRankLevel: 3 }));
  platform.on(COUNTERS, { messages: 2, rewards: 1, missions: 4 });
});

describe('wallet header: VIP level and red counters', () => {
  it('R2.51 R3.08 the VIP entry shows the label name and level from the public store', async () => {
    signIn();
    render(<WalletHeader />);
    await waitFor(() =>
      expect($vip.get()).toMatchObject({ hasVip: true, vipLabelName: 'Gold', vipRankLevel: 3 }),
    );
    fireEvent.click(menuButton());
    expect(entry(/VIP level/).textContent).toBe('VIP levelGold · Level 3');
  });

  it('R3.08 shows the plain VIP entry for a merchant without VIP', async () => {
    platform.on(RANK, rankFixture({ hasVip: false, vipLabelName: '', vipRankLevel: 0 }));
    signIn();
    render(<WalletHeader />);
    await waitFor(() => expect($vip.get().loaded).toBe(true));
    fireEvent.click(menuButton());
    expect(entry(/VIP level/).textContent).toBe('VIP level');
  });

  it('R3.08 opening the menu reloads the level, so a level earned since sign-in shows', async () => {
    signIn();
    render(<WalletHeader />);
    await waitFor(() => expect($vip.get().vipRankLevel).toBe(3));
    platform.on(RANK, rankFixture({ vipLabelName: 'Platinum', vipRankLevel: 4 }));
    fireEvent.click(menuButton());
    await waitFor(() => expect(entry(/VIP level/).textContent).toContain('Platinum · Level 4'));
  });

  it('R2.101 red counters on the reward center and messages entries, their sum on the account button', async () => {
    signIn();
    render(<WalletHeader />);
    await waitFor(() => expect($memberCounters.get().messages).toBe(2));
    expect(menuButton().querySelector('.lk-account__counter')?.textContent).toBe('33 new');
    expect(menuButton().textContent).toContain('3 new');
    fireEvent.click(menuButton());
    expect(within(entry(/Reward center/)).getByText('1 new')).toBeTruthy();
    expect(within(entry(/Messages/)).getByText('2 new')).toBeTruthy();
    expect(entry(/Betting record/).querySelector('.lk-counter')).toBeNull();
    fireEvent.click(entry(/Messages/));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('R2.101 a counter goes away when nothing is waiting, and shows 99+ past 99', async () => {
    signIn();
    render(<WalletHeader />);
    await waitFor(() => expect($memberCounters.get().rewards).toBe(1));
    act(() => $memberCounters.set({ messages: 0, rewards: 0, missions: 0 }));
    expect(menuButton().querySelector('.lk-account__counter')).toBeNull();
    act(() => $memberCounters.set({ messages: 120, rewards: 0, missions: 0 }));
    fireEvent.click(menuButton());
    expect(entry(/Messages/).querySelector('.lk-counter [aria-hidden="true"]')?.textContent).toBe('99+');
    expect(entry(/Reward center/).querySelector('.lk-counter')).toBeNull();
  });

  it('R6.08 a trial session never asks for unread messages or a VIP rank', async () => {
    signIn(trialMember());
    render(<WalletHeader />);
    fireEvent.click(menuButton());
    // Give any load the header might start a turn to reach the fake API.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(memberCalls()).toEqual([]);
    expect(menuButton().querySelector('.lk-account__counter')).toBeNull();
  });

  it('R6.08 signing out clears the counters and the level', async () => {
    signIn();
    render(<WalletHeader />);
    await waitFor(() => expect($memberCounters.get().messages).toBe(2));
    act(() => signOut());
    expect($memberCounters.get()).toEqual({ messages: 0, rewards: 0, missions: 0 });
    expect($vip.get().hasVip).toBe(false);
  });
});
