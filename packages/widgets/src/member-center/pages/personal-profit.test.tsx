import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { platform } from '../../testing/fake-api';
import { signIn } from '../../testing/sdk-state';
import PersonalProfitPage from './personal-profit';

const PROFIT = endpoints.personalProfit;
const props = { params: {}, go: () => undefined };
const row = (stake: number, win: number) => ({
  stake,
  validBet: stake,
  win,
  profit: Math.round((win - stake) * 100) / 100,
});

beforeEach(() => signIn());

describe('personal profit and loss', () => {
  it('shows the totals and each day, then each product', async () => {
    platform.on(PROFIT, {
      byDay: [
        { day: '2026-03-01', ...row(100, 40) },
        { day: '2026-03-02', ...row(50, 80) },
      ],
      byProduct: [{ gameType: 'RNG', ...row(150, 120) }],
      totals: row(150, 120),
    });
    render(<PersonalProfitPage {...props} />);
    const totals = await screen.findByLabelText('Totals');
    expect(totals.textContent).toContain('-₱30.00');
    const days = screen.getByRole('list', { name: 'By day' });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['2026-03-01', '2026-03-02']);
    expect(days.textContent).toContain('+₱30.00');
    fireEvent.click(screen.getByRole('button', { name: 'By product' }));
    const products = await screen.findByRole('list', { name: 'By product' });
    expect(within(products).getByRole('heading').textContent).toBe('Slots');
  });

  it('says there is no profit or loss without bets', async () => {
    platform.on(PROFIT, { byDay: [], byProduct: [], totals: row(0, 0) });
    render(<PersonalProfitPage {...props} />);
    expect(await screen.findByText(/no profit or loss yet/)).toBeTruthy();
  });
});
