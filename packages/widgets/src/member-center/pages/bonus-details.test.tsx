import { fireEvent, render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, route } from '../../testing/fake-api';
import { signIn } from '../../testing/sdk-state';
import { pageOf } from '../ui/records-fixtures';
import BonusDetails from './bonus-details';

const BONUS = 'GET /wps/relay/MCS2_bonusDetails' as const;

beforeEach(() => signIn());

describe('bonus details', () => {
  it('lists each bonus with the total', async () => {
    route(BONUS, () =>
      ok({
        ...pageOf([
          {
            id: 1,
            title: 'Weekly rebate',
            amount: 88.5,
            source: 'reward',
            createdAt: '2026-03-01T10:00:00.000Z',
          },
        ]),
        total: 1088.5,
      }),
    );
    render(<BonusDetails params={{}} go={() => undefined} />);
    expect(await screen.findByText('Weekly rebate')).toBeTruthy();
    expect(screen.getByText('₱1,088.50')).toBeTruthy();
    expect(screen.getByText('+₱88.50')).toBeTruthy();
  });

  it('points an empty list to the reward center', async () => {
    route(BONUS, () => ok({ ...pageOf([]), total: 0 }));
    const go = vi.fn();
    render(<BonusDetails params={{}} go={go} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the reward center' }));
    expect(go).toHaveBeenCalledWith('rewardCenter');
  });
});
