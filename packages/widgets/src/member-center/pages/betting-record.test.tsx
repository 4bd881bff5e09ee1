import { presetRange } from '@lobbykit/sdk/member-center';
import { endpoints, failure } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { platform, queries } from '../../testing/fake-api';
import { gameRoutes } from '../../testing/game-routes';
import { signIn } from '../../testing/sdk-state';
import { betFixture, pageOf } from '../ui/records-fixtures';
import BettingRecord from './betting-record';

const BETS = endpoints.bettingRecords;
const props = { params: {}, go: () => undefined };
const totals = { stake: 2500, validBet: 1250, win: 3000.5, profit: 500.5 };

/** A choice in a select fires `change` (testing-library/preact's fireEvent.change sends `input`). */
function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  fireEvent(select, new Event('change', { bubbles: true }));
}

beforeEach(() => {
  signIn();
  gameRoutes();
});

describe('betting record (personalHistoryCopy)', () => {
  it('R9.43 loads the previous 7 days and shows each bet and the totals of stake, valid bet and win', async () => {
    platform.on(BETS, {
      ...pageOf([
        betFixture(),
        betFixture({ id: 2, gameName: 'Baccarat', status: 'open', win: null, validBet: 0 }),
      ]),
      totals,
    });
    render(<BettingRecord {...props} />);
    const summary = await screen.findByLabelText('Totals for these days');
    expect(summary.textContent).toContain('₱2,500.00');
    expect(summary.textContent).toContain('₱1,250.00');
    expect(summary.textContent).toContain('₱3,000.50');
    expect(summary.textContent).toContain('+₱500.50');
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('heading').textContent).toBe('Lucky Dragon');
    expect(rows[1]!.textContent).toContain('Open');
    const range = presetRange('previous7');
    const request = queries(endpoints.bettingRecords)[0];
    expect(request).toMatchObject({ startDate: range.startDate, endDate: range.endDate, pageNo: '1' });
  });

  it('filters by game type and vendor, each from the merchant menus', async () => {
    platform.on(BETS, { ...pageOf([betFixture()]), totals });
    render(<BettingRecord {...props} />);
    await screen.findByLabelText('Totals for these days');
    const type = screen.getByLabelText('Game type') as HTMLSelectElement;
    await waitFor(() => expect(type.options.length).toBeGreaterThan(1));
    choose(type, 'LIVE');
    const vendor = screen.getByLabelText('Vendor') as HTMLSelectElement;
    await waitFor(() => expect([...vendor.options].map((option) => option.value)).toEqual(['', 'EA', 'DG']));
    choose(vendor, 'DG');
    await waitFor(() => {
      const last = queries(endpoints.bettingRecords).at(-1);
      expect(last).toMatchObject({ gameType: 'LIVE', vendor: 'DG' });
    });
  });

  it('says so when there are no bets, with a way to the games', async () => {
    platform.on(BETS, { ...pageOf([]), totals: { stake: 0, validBet: 0, win: 0, profit: 0 } });
    render(<BettingRecord {...props} />);
    expect(await screen.findByText(/No bets in these days/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to the games' })).toBeTruthy();
  });

  it('shows a skeleton while loading, and an error with a retry that loads again', async () => {
    let fail = true;
    platform.on(BETS, () =>
      fail ? failure('server_error', { status: 500, message: 'x' }) : { ...pageOf([betFixture()]), totals },
    );
    render(<BettingRecord {...props} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the records…');
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lucky Dragon')).toBeTruthy();
  });

  it('pages through the record', async () => {
    platform.on(BETS, (query) => ({
      ...pageOf([betFixture({ id: Number(query.pageNo) })], Number(query.pageNo), 3),
      totals,
    }));
    render(<BettingRecord {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
  });
});
