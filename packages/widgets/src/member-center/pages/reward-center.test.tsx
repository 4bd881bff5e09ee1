import { $wallet } from '@lobbykit/sdk';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { calls, ok, route } from '../../testing/fake-api';
import { signIn } from '../../testing/sdk-state';
import { pageOf, rewardFixture } from '../ui/records-fixtures';
import RewardCenter from './reward-center';

const LIST = 'GET /wps/relay/MCS2_rewardList' as const;
const CLAIM = 'POST /wps/relay/MCS2_claimReward' as const;
const props = { params: {}, go: () => undefined };

beforeEach(() => signIn());

describe('reward center', () => {
  it('claims a waiting reward once: the balance and the list follow, and it says so', async () => {
    route(LIST, () =>
      ok(
        pageOf([
          rewardFixture(),
          rewardFixture({
            id: 6,
            title: 'VIP gift',
            status: 'CLAIMED',
            claimedAt: '2026-03-02T10:00:00.000Z',
          }),
        ]),
      ),
    );
    route(CLAIM, () =>
      ok({
        reward: rewardFixture({ status: 'CLAIMED', claimedAt: '2026-03-03T10:00:00.000Z' }),
        balance: 1088.5,
      }),
    );
    route('GET /wps/relay/CSP_unreadCount', () => ok({ messages: 0, rewards: 0, missions: 0 }));
    render(<RewardCenter {...props} />);
    expect(await screen.findByText('Ready to claim')).toBeTruthy();
    // Only the waiting reward has a claim button.
    expect(screen.getAllByRole('button', { name: /^Claim / })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Claim Weekly rebate' }));
    expect((await screen.findByRole('status')).textContent).toBe('₱88.50 was added to your balance.');
    expect(screen.queryByRole('button', { name: /^Claim / })).toBeNull();
    expect($wallet.get().balance).toBe(1088.5);
    const claims = calls.filter((call) => call.path.endsWith('MCS2_claimReward'));
    expect(claims).toHaveLength(1);
    expect(claims[0]?.body).toMatchObject({ id: 5 });
  });

  it('shows a refused claim in words and keeps the reward claimable', async () => {
    route(LIST, () => ok(pageOf([rewardFixture()])));
    route(CLAIM, () => ({ status: 409, body: { success: false, errorCode: 'conflict', message: 'x' } }));
    render(<RewardCenter {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Weekly rebate' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Claim Weekly rebate' })).toBeTruthy();
  });

  it('says what waits here when there is nothing', async () => {
    route(LIST, () => ok(pageOf([])));
    render(<RewardCenter {...props} />);
    expect(await screen.findByText(/No rewards yet/)).toBeTruthy();
  });
});
