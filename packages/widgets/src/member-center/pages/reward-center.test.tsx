import { $wallet, t } from '@lobbykit/sdk';
import { $memberCounters, refreshCounters } from '@lobbykit/sdk/member-center';
import { endpoints, type FakeAnswer } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { platform } from '../../testing/fake-api';
import { mineFixture, promotionFixture } from '../../testing/promotion-fixtures';
import { signIn, startupReady } from '../../testing/sdk-state';
import { MemberCenter } from '../member-center';
import { pageOf, rewardFixture } from '../ui/records-fixtures';
import RewardCenter from './reward-center';

const LIST = endpoints.rewardList;
const CLAIM = endpoints.claimReward;
const PROMOTIONS = endpoints.promotionList;
const CLAIM_PROMOTION = endpoints.claimPromotion;
const COUNTERS = endpoints.unreadCount;
const props = { params: {}, go: () => undefined };
// The member center's page chunk is transformed on first import: give it time on a busy machine.
const slow = { timeout: 8000 };

beforeEach(() => {
  signIn();
  platform.on(PROMOTIONS, []);
});

const claimable = promotionFixture({
  id: 21,
  title: 'Weekly turnover bonus',
  mine: mineFixture('claim', { amount: 100 }),
});
const promotionsSection = () => screen.getByRole('region', { name: 'Promotion bonuses to claim' });

describe('reward center', () => {
  it('claims a waiting reward once: the balance and the list follow, and it says so', async () => {
    platform.on(
      LIST,
      pageOf([
        rewardFixture(),
        rewardFixture({
          id: 6,
          title: 'VIP gift',
          status: 'CLAIMED',
          claimedAt: '2026-03-02T10:00:00.000Z',
        }),
      ]),
    );
    platform.on(CLAIM, {
      reward: rewardFixture({ status: 'CLAIMED', claimedAt: '2026-03-03T10:00:00.000Z' }),
      balance: 1088.5,
    });
    platform.on(endpoints.unreadCount, { messages: 0, rewards: 0, missions: 0 });
    render(<RewardCenter {...props} />);
    expect(await screen.findByText('Ready to claim')).toBeTruthy();
    // Only the waiting reward has a claim button.
    expect(screen.getAllByRole('button', { name: /^Claim / })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Claim Weekly rebate' }));
    expect((await screen.findByRole('status')).textContent).toBe('₱88.50 was added to your balance.');
    expect(screen.queryByRole('button', { name: /^Claim / })).toBeNull();
    expect($wallet.get().balance).toBe(1088.5);
    const claims = platform.calls(endpoints.claimReward);
    expect(claims).toHaveLength(1);
    expect(claims[0]?.body).toMatchObject({ id: 5 });
  });

  it('shows a refused claim in words and keeps the reward claimable', async () => {
    platform.on(LIST, pageOf([rewardFixture()]));
    platform.fail(CLAIM, 'conflict', { status: 409, message: 'x' });
    render(<RewardCenter {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Weekly rebate' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Claim Weekly rebate' })).toBeTruthy();
  });

  it('says what waits here when there is nothing', async () => {
    platform.on(LIST, pageOf([]));
    render(<RewardCenter {...props} />);
    expect(await screen.findByText(/No rewards yet/)).toBeTruthy();
  });

  it('R2.101 lists the promotions the member can claim with their bonus, and claims one through the promotions claim', async () => {
    platform.on(LIST, pageOf([]));
    platform.on(PROMOTIONS, [
      claimable,
      promotionFixture({ id: 22, title: 'Daily sign-in', mine: mineFixture('process') }),
      promotionFixture({ id: 23, title: 'Deposit match', mine: mineFixture('claimed', { amount: 50 }) }),
    ]);
    platform.on(CLAIM_PROMOTION, {
      amount: 100,
      turnoverAdded: 100,
      balance: 1100,
      promotion: { ...claimable, mine: mineFixture('claimed', { amount: 100 }) },
    });
    platform.on(endpoints.walletBalance, { balance: 1100, currency: 'TLB', currencySymbol: '₱' });
    platform.on(COUNTERS, { messages: 0, rewards: 0, missions: 0 });
    render(<RewardCenter {...props} />);
    const button = await screen.findByRole('button', { name: 'Claim Weekly turnover bonus' });
    const section = promotionsSection();
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(section.textContent).toContain('₱100.00');
    expect(section.textContent).not.toContain('Daily sign-in');
    fireEvent.click(button);
    expect((await within(section).findByRole('status')).textContent).toBe(
      '₱100.00 was added to your balance.',
    );
    expect(screen.queryByRole('button', { name: 'Claim Weekly turnover bonus' })).toBeNull();
    const claims = platform.calls(endpoints.claimPromotion);
    expect(claims).toHaveLength(1);
    expect(claims[0]?.body).toMatchObject({ id: 21 });
    expect(claims[0]?.body).toHaveProperty('requestId');
    // The header balance and the red counter follow the claim.
    await waitFor(() => expect($wallet.get().balance).toBe(1100));
    await waitFor(() => expect($memberCounters.get().rewards).toBe(0));
  });

  it('R2.101 a refused promotion claim is said in words and the promotion stays claimable', async () => {
    platform.on(LIST, pageOf([]));
    platform.on(PROMOTIONS, [claimable]);
    platform.fail(CLAIM_PROMOTION, 'promotion_already_claimed', { status: 409, message: 'x' });
    render(<RewardCenter {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Weekly turnover bonus' }));
    await waitFor(() => expect(within(promotionsSection()).getByRole('alert')).toBeTruthy());
    expect(within(promotionsSection()).getByRole('alert').textContent).not.toContain('promotions.');
    expect(screen.getByRole('button', { name: 'Claim Weekly turnover bonus' })).toBeTruthy();
  });

  it('R2.101 the promotion bonuses show a skeleton, then an empty line that leads to the promotions', async () => {
    let answer: (value: FakeAnswer<typeof PROMOTIONS>) => void = () => {};
    platform.on(LIST, pageOf([]));
    const answered = new Promise<FakeAnswer<typeof PROMOTIONS>>((resolve) => (answer = resolve));
    platform.on(PROMOTIONS, () => answered);
    render(<RewardCenter {...props} />);
    expect(within(promotionsSection()).getByRole('status').textContent).toBe(
      'Loading the promotion bonuses…',
    );
    answer([]);
    expect(
      await within(promotionsSection()).findByText(/No promotion bonus is waiting right now/),
    ).toBeTruthy();
    expect(within(promotionsSection()).getByRole('button', { name: 'See promotions' })).toBeTruthy();
  });

  it('R2.101 promotion bonuses that fail to load say so and load again on Try again', async () => {
    platform.on(LIST, pageOf([]));
    platform.fail(PROMOTIONS, 'unknown_error', { status: 500, message: 'x' });
    render(<RewardCenter {...props} />);
    await waitFor(() => expect(within(promotionsSection()).getByRole('alert')).toBeTruthy());
    platform.on(PROMOTIONS, [claimable]);
    fireEvent.click(within(promotionsSection()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Claim Weekly turnover bonus' })).toBeTruthy();
  });
});

describe('reward center and its red counter', () => {
  it('R2.101 the page lists as many things to claim as its red counter counts: granted rewards and promotions', async () => {
    platform.on(
      LIST,
      pageOf([rewardFixture(), rewardFixture({ id: 6, title: 'VIP gift', status: 'CLAIMED' })]),
    );
    platform.on(PROMOTIONS, [
      claimable,
      promotionFixture({
        id: 24,
        title: 'Lucky draw',
        condition: { kind: 'raffle' },
        mine: mineFixture('claim', { amount: 5 }),
      }),
      promotionFixture({ id: 22, title: 'Daily sign-in', mine: mineFixture('process') }),
    ]);
    platform.on(COUNTERS, { messages: 0, rewards: 3, missions: 0 });
    startupReady();
    signIn();
    render(<MemberCenter page="rewardCenter" />);
    // A counter store still mounted from the test before does not reload at sign-in by itself.
    await refreshCounters();
    await waitFor(() => expect($memberCounters.get().rewards).toBe(3), slow);
    await screen.findByRole('button', { name: 'Claim Lucky draw' }, slow);
    await screen.findByRole('button', { name: 'Claim Weekly rebate' }, slow);
    const claimButtons = screen.getAllByRole('button', { name: /^Claim / });
    expect(claimButtons).toHaveLength(3);
    const link = screen.getByRole('link', { name: new RegExp(t('memberCenter.nav.rewardCenter')) });
    expect(link.textContent).toContain('3');
  }, 20000);
});
