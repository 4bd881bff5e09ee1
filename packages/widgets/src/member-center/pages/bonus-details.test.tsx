import { setLanguage } from '@lobbykit/sdk';
import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../../testing/fake-api';
import { signIn } from '../../testing/sdk-state';
import { pageOf } from '../ui/records-fixtures';
import BonusDetails from './bonus-details';

const BONUS = endpoints.bonusDetails;

beforeEach(() => signIn());

describe('bonus details', () => {
  it('lists each bonus with the total', async () => {
    platform.on(BONUS, {
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
    });
    render(<BonusDetails params={{}} go={() => undefined} />);
    expect(await screen.findByText('Weekly rebate')).toBeTruthy();
    expect(screen.getByText('₱1,088.50')).toBeTruthy();
    expect(screen.getByText('+₱88.50')).toBeTruthy();
  });

  it('issue 12: every kind of bonus shows with its name and its source in the player language', async () => {
    const row = (id: number, title: string, source: string, amount: number) => ({
      id,
      title,
      amount,
      source,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    platform.on(BONUS, {
      ...pageOf([
        row(1, 'Daily turnover', 'PROMOTION', 20),
        row(2, 'Bronze · 2026-02-28', 'VIP_REBATE', 6),
        row(3, '', 'MISSION', 10),
        row(4, 'Welcome gift', 'OPERATOR', 5),
        row(5, 'Odd one', 'SOMETHING_NEW', 1),
      ]),
      total: 42,
    });
    render(<BonusDetails params={{}} go={() => undefined} />);
    const card = async (heading: string) =>
      (await screen.findByRole('heading', { name: heading })).closest('li') as HTMLElement;
    expect(within(await card('Daily turnover')).getByText('Promotion')).toBeTruthy();
    expect(within(await card('Bronze · 2026-02-28')).getByText('VIP rebate')).toBeTruthy();
    // Without a name of its own, the source names it.
    expect(within(await card('Mission reward')).getByText('+₱10.00')).toBeTruthy();
    expect(within(await card('Welcome gift')).getByText('Reward')).toBeTruthy();
    expect(within(await card('Odd one')).getByText('SOMETHING_NEW')).toBeTruthy();
  });

  it('R9.30 names the sources in Bengali', async () => {
    platform.on(BONUS, {
      ...pageOf([
        {
          id: 2,
          title: 'Bronze · 2026-02-28',
          amount: 6,
          source: 'VIP_REBATE',
          createdAt: '2026-03-01T10:00:00.000Z',
        },
      ]),
      total: 6,
    });
    await setLanguage('BN');
    try {
      render(<BonusDetails params={{}} go={() => undefined} />);
      expect(await screen.findByText('ভিআইপি রিবেট')).toBeTruthy();
    } finally {
      await setLanguage('EN');
    }
  });

  it('points an empty list to the reward center', async () => {
    platform.on(BONUS, { ...pageOf([]), total: 0 });
    const go = vi.fn();
    render(<BonusDetails params={{}} go={go} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the reward center' }));
    expect(go).toHaveBeenCalledWith('rewardCenter');
  });
});
