import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { platform, queries } from '../../testing/fake-api';
import { member, signIn, startupReady } from '../../testing/sdk-state';
import DailyWage from './daily-wage';
import DividendRecord from './dividend-record';
import HourlySalary from './hourly-salary';
import RealtimeSalary from './realtime-salary';
import { contractsFixture, paymentsFixture } from './ui/agent-pages-fixtures';

const range = { startDate: '2026-03-01', endDate: '2026-03-07' };

beforeEach(() => {
  startupReady();
  signIn(member({ type: 1, account: 'agent01' }), true);
});

describe('payout records', () => {
  it('R2.112 R9.37 daily wage: what each day paid and why, and the contracts with their status (R4.76)', async () => {
    platform.on(endpoints.contractPayments, paymentsFixture('dailyWage'));
    platform.on(endpoints.contractList, contractsFixture('dailyWage'));
    render(<DailyWage params={range} go={() => undefined} />);
    const payments = await screen.findByRole('list', { name: 'Payments' });
    const [paid, unpaid] = within(payments).getAllByRole('listitem');
    expect(paid?.textContent).toContain('Paid: 1.2 % of the valid bet of ₱5,125.00');
    expect(paid?.textContent).toContain('₱61.50');
    expect(unpaid?.textContent).toContain('Not paid: fewer active members than the contract asks');
    const contracts = await screen.findByRole('list', { name: 'Contracts' });
    expect(
      within(contracts)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.lk-badge')?.textContent),
    ).toEqual(['Accepted', 'Waiting for an answer', 'Terminated']);
    expect(contracts.textContent).toContain('Replaced by a newer contract');
    expect(queries(endpoints.contractPayments)[0]).toMatchObject({
      kind: 'dailyWage',
      direction: 'received',
      ...range,
    });
    expect(queries(endpoints.contractList)[0]).toMatchObject({ kind: 'dailyWage', direction: 'offeredToMe' });
  });

  it('Paid to my team asks for the team’s payments and the contracts the agent offered', async () => {
    platform.on(endpoints.contractPayments, paymentsFixture('dailyWage'));
    platform.on(endpoints.contractList, contractsFixture('dailyWage'));
    render(<DailyWage params={range} go={() => undefined} />);
    await screen.findByRole('list', { name: 'Payments' });
    fireEvent.click(screen.getByRole('button', { name: 'Paid to my team' }));
    await vi.waitFor(() => expect(queries(endpoints.contractList)).toHaveLength(2));
    expect(queries(endpoints.contractPayments)[1]?.direction).toBe('team');
    expect(queries(endpoints.contractList)[1]?.direction).toBe('offeredByMe');
  });

  it('R2.111 a dividend is a share of the team loss', async () => {
    platform.on(endpoints.contractPayments, paymentsFixture('dividend'));
    platform.on(endpoints.contractList, contractsFixture('dividend'));
    render(<DividendRecord params={range} go={() => undefined} />);
    expect((await screen.findByRole('list', { name: 'Payments' })).textContent).toContain(
      'Paid: 1.2 % of the team loss of ₱380.00',
    );
    expect(screen.getByRole('list', { name: 'Contracts' }).textContent).toContain('Monthly');
  });

  it('R2.113 R2.114 hourly and real-time salary ask for their own kind', async () => {
    platform.on(endpoints.contractPayments, paymentsFixture('hourlySalary', true));
    platform.on(endpoints.contractList, contractsFixture('hourlySalary', true));
    const { unmount } = render(<HourlySalary params={range} go={() => undefined} />);
    expect(await screen.findByText('Nothing was settled in these days.')).toBeTruthy();
    unmount();
    render(<RealtimeSalary params={range} go={() => undefined} />);
    await screen.findByText('Nothing was settled in these days.');
    expect(queries(endpoints.contractPayments).map((query) => query.kind)).toEqual([
      'hourlySalary',
      'realtimeSalary',
    ]);
  });

  it('no contracts: a sentence and team management as the next step', async () => {
    platform.on(endpoints.contractPayments, paymentsFixture('dailyWage', true));
    platform.on(endpoints.contractList, contractsFixture('dailyWage', true));
    const go = vi.fn();
    render(<DailyWage params={range} go={go} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open team management' }));
    expect(go).toHaveBeenCalledWith('downlineManagmentView');
  });
});
