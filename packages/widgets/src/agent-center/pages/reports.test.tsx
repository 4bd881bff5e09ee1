import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { platform, queries } from '../../testing/fake-api';
import { member, signIn, startupReady } from '../../testing/sdk-state';
import AccountDetails from './account-details';
import MyIncome from './my-income';
import TeamBetting from './team-betting';
import {
  accountDetailsFixture,
  incomeFixture,
  teamBettingFixture,
  userLossFixture,
} from './ui/agent-pages-fixtures';
import UserLoss from './user-loss';

const range = { startDate: '2026-03-01', endDate: '2026-03-07' };

// testing-library's change event does not reach preact's listener on a select here: a native one does.
function choose(label: string, value: string) {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

beforeEach(() => {
  startupReady();
  signIn(member({ type: 1, account: 'agent01' }), true);
});

describe('team betting (personalHistoryCopy)', () => {
  it('lists each member’s bets with the totals over the filter, signed so a loss is not told by colour', async () => {
    platform.on(endpoints.teamBetting, teamBettingFixture());
    render(<TeamBetting params={range} go={() => undefined} />);
    const totals = await screen.findByLabelText('Totals for these days');
    expect(totals.textContent).toContain('₱5,540.00');
    expect(totals.textContent).toContain('-₱29.50');
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'player01',
      'player11',
      'sub01',
    ]);
    expect(rows[1]?.textContent).toContain('+₱360.50');
    expect(rows[1]?.textContent).toContain('Level 2');
  });

  it('opens on one member when the team list sends it, and an emptied account filter asks for the whole team', async () => {
    platform.on(endpoints.teamBetting, teamBettingFixture());
    render(<TeamBetting params={{ ...range, account: 'player11' }} go={() => undefined} />);
    await screen.findByLabelText('Totals for these days');
    expect(queries(endpoints.teamBetting)[0]).toEqual({
      ...range,
      account: 'player11',
      pageNo: '1',
      pageSize: '20',
    });
    fireEvent.input(screen.getByLabelText('Member account'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() => expect(queries(endpoints.teamBetting)).toHaveLength(2));
    expect(queries(endpoints.teamBetting)[1]?.account).toBeUndefined();
  });

  it('no bets: a sentence, and the next action widens the range to the previous 30 days', async () => {
    platform.on(endpoints.teamBetting, teamBettingFixture(true));
    render(<TeamBetting params={range} go={() => undefined} />);
    expect(await screen.findByText('Your team placed no bets in these days.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show the previous 30 days' }));
    await vi.waitFor(() => expect(queries(endpoints.teamBetting)).toHaveLength(2));
  });

  it('pages: Next page asks for page 2 of the same range', async () => {
    platform.on(endpoints.teamBetting, { ...teamBettingFixture(), totalPages: 3 });
    render(<TeamBetting params={range} go={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await vi.waitFor(() => expect(queries(endpoints.teamBetting)[1]?.pageNo).toBe('2'));
    expect(queries(endpoints.teamBetting)[1]?.startDate).toBe('2026-03-01');
  });
});

describe('user loss (palStatementsAgentCopy)', () => {
  it('shows each member’s deposits, withdrawals, bonuses and profit or loss with the totals', async () => {
    platform.on(endpoints.userLoss, userLossFixture());
    render(<UserLoss params={range} go={() => undefined} />);
    const totals = await screen.findByLabelText('Totals for these days');
    expect(totals.textContent).toContain('₱3,800.00');
    expect(totals.textContent).toContain('+₱60.50');
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('-₱300.00');
  });

  it('a failure shows the error with Try again', async () => {
    platform.fail(endpoints.userLoss, 'not_in_team', { status: 404, message: 'not in team' });
    render(<UserLoss params={{ ...range, account: 'stranger' }} go={() => undefined} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('my income (agentRevenueReport)', () => {
  it('shows each day’s income by source and the totals', async () => {
    platform.on(endpoints.myIncome, incomeFixture());
    render(<MyIncome params={range} go={() => undefined} />);
    const totals = await screen.findByLabelText('Totals for these days');
    expect(within(totals).getByText('Total').nextElementSibling?.textContent).toBe('₱69.25');
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('₱61.50');
  });

  it('no income: says where income comes from and opens the daily wage records', async () => {
    platform.on(endpoints.myIncome, incomeFixture(true));
    const go = vi.fn();
    render(<MyIncome params={range} go={go} />);
    fireEvent.click(await screen.findByRole('button', { name: 'See your contracts' }));
    expect(go).toHaveBeenCalledWith('agentDailyWages2');
  });
});

describe('account details (agentDownlineTransactionDetailsCopy)', () => {
  it('lists the team’s movements with money in and out, and filters by kind', async () => {
    platform.on(endpoints.accountDetails, accountDetailsFixture());
    render(<AccountDetails params={range} go={() => undefined} />);
    const totals = await screen.findByLabelText('Totals for these days');
    expect(totals.textContent).toContain('₱1,700.00');
    expect(screen.getAllByRole('listitem')[1]?.textContent).toContain('-₱400.00');
    choose('Type', 'deposit');
    await vi.waitFor(() => expect(queries(endpoints.accountDetails)[1]?.kind).toBe('deposit'));
  });
});
