import { endpoints } from '@lobbykit/sdk/testing';
import { render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { platform } from '../../testing/fake-api';
import { signIn } from '../../testing/sdk-state';
import { rankFixture } from '../ui/records-fixtures';
import PlayerRankPage from './player-rank';

const RANK = endpoints.playerRank;
const props = { params: {}, go: () => undefined };

beforeEach(() => signIn());

describe('player rank', () => {
  it('R3.08 shows the VIP label and level, and the progress to the next level', async () => {
    platform.on(RANK, rankFixture());
    render(<PlayerRankPage {...props} />);
    const bar = await screen.findByRole('progressbar', { name: 'Progress to Silver' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(document.querySelector('.lk-rank__level')?.textContent).toBe('Bronze · Level 1');
    expect(screen.getByText('₱7,500.00 more valid turnover reaches Silver.')).toBeTruthy();
    const current = screen
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'true');
    expect(current?.textContent).toContain('Bronze');
  });

  it('issue 12: each level shows its daily VIP rebate, where the platform pays one', async () => {
    const levels = [
      { level: 0, label: 'Member', requiredTurnover: 0, rebatePercent: 0.2 },
      { level: 1, label: 'Bronze', requiredTurnover: 1000, rebatePercent: 0.3 },
      { level: 2, label: 'Silver', requiredTurnover: 10000, rebatePercent: 0 },
    ];
    platform.on(RANK, rankFixture({ levels, next: levels[2]! }));
    render(<PlayerRankPage {...props} />);
    expect(await screen.findByText("Daily VIP rebate: 0.3% of the previous day's valid bets")).toBeTruthy();
    expect(screen.getByText("Daily VIP rebate: 0.2% of the previous day's valid bets")).toBeTruthy();
    // A level without a rebate says nothing about one.
    expect(screen.getAllByText(/Daily VIP rebate/)).toHaveLength(2);
  });

  it('says so at the top level', async () => {
    platform.on(RANK, rankFixture({ vipRankLevel: 2, vipLabelName: 'Silver', next: null, progress: 1 }));
    render(<PlayerRankPage {...props} />);
    expect(await screen.findByText(/You have reached the top level/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows an error with a retry', async () => {
    platform.fail(RANK, 'server_error', { status: 500, message: 'x' });
    render(<PlayerRankPage {...props} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
