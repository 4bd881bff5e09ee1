import { fireEvent, render, screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, ok, route } from '../../testing/fake-api';
import { member, signIn, startupReady } from '../../testing/sdk-state';
import DailyWage from './daily-wage';
import DividendRecord from './dividend-record';
import HourlySalary from './hourly-salary';
import RealtimeSalary from './realtime-salary';
import { contractsFixture, paymentsFixture } from './ui/agent-pages-fixtures';

const range = { startDate: '2026-03-01', endDate: '2026-03-07' };
const asked = (path: string) => calls.filter((call) => call.path === path).map((call) => call.query);

beforeEach(() => {
  startupReady();
  signIn(member({ type: 1, account: 'agent01' }), true);
});

describe('payout records', () => {
  it('R2.112 R9.37 daily wage: what each day paid and why, and the contracts with their status (R4.76)', async () => {
    route('GET /wps/agent/contracts/payments', () => ok(paymentsFixture('dailyWage')));
    route('GET /wps/agent/contracts', () => ok(contractsFixture('dailyWage')));
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
    expect(asked('/wps/agent/contracts/payments')[0]).toMatchObject({
      kind: 'dailyWage',
      direction: 'received',
      ...range,
    });
    expect(asked('/wps/agent/contracts')[0]).toMatchObject({ kind: 'dailyWage', direction: 'offeredToMe' });
  });

  it('Paid to my team asks for the team’s payments and the contracts the agent offered', async () => {
    route('GET /wps/agent/contracts/payments', () => ok(paymentsFixture('dailyWage')));
    route('GET /wps/agent/contracts', () => ok(contractsFixture('dailyWage')));
    render(<DailyWage params={range} go={() => undefined} />);
    await screen.findByRole('list', { name: 'Payments' });
    fireEvent.click(screen.getByRole('button', { name: 'Paid to my team' }));
    await vi.waitFor(() => expect(asked('/wps/agent/contracts')).toHaveLength(2));
    expect(asked('/wps/agent/contracts/payments')[1]?.direction).toBe('team');
    expect(asked('/wps/agent/contracts')[1]?.direction).toBe('offeredByMe');
  });

  it('R2.111 a dividend is a share of the team loss', async () => {
    route('GET /wps/agent/contracts/payments', () => ok(paymentsFixture('dividend')));
    route('GET /wps/agent/contracts', () => ok(contractsFixture('dividend')));
    render(<DividendRecord params={range} go={() => undefined} />);
    expect((await screen.findByRole('list', { name: 'Payments' })).textContent).toContain(
      'Paid: 1.2 % of the team loss of ₱380.00',
    );
    expect(screen.getByRole('list', { name: 'Contracts' }).textContent).toContain('Monthly');
  });

  it('R2.113 R2.114 hourly and real-time salary ask for their own kind', async () => {
    route('GET /wps/agent/contracts/payments', () => ok(paymentsFixture('hourlySalary', true)));
    route('GET /wps/agent/contracts', () => ok(contractsFixture('hourlySalary', true)));
    const { unmount } = render(<HourlySalary params={range} go={() => undefined} />);
    expect(await screen.findByText('Nothing was settled in these days.')).toBeTruthy();
    unmount();
    render(<RealtimeSalary params={range} go={() => undefined} />);
    await screen.findByText('Nothing was settled in these days.');
    expect(asked('/wps/agent/contracts/payments').map((query) => query.kind)).toEqual([
      'hourlySalary',
      'realtimeSalary',
    ]);
  });

  it('no contracts: a sentence and team management as the next step', async () => {
    route('GET /wps/agent/contracts/payments', () => ok(paymentsFixture('dailyWage', true)));
    route('GET /wps/agent/contracts', () => ok(contractsFixture('dailyWage', true)));
    const go = vi.fn();
    render(<DailyWage params={range} go={go} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open team management' }));
    expect(go).toHaveBeenCalledWith('downlineManagmentView');
  });
});
