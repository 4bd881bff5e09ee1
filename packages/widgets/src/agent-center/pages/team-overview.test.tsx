import { endpoints, failure } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { platform, queries } from '../../testing/fake-api';
import { member, signIn, startupReady } from '../../testing/sdk-state';
import TeamOverview from './team-overview';
import { overviewFixture } from './ui/agent-pages-fixtures';

const OVERVIEW = endpoints.teamOverview;
const params = { startDate: '2026-03-01', endDate: '2026-03-07' };

beforeEach(() => {
  startupReady();
  signIn(member({ type: 1, account: 'agent01' }), true);
});

describe('team overview (agentTeamOverview)', () => {
  it('shows the head counts and sums, and each chart beside a captioned table of the same days', async () => {
    platform.on(OVERVIEW, overviewFixture('2026-03-07'));
    render(<TeamOverview params={params} go={() => undefined} />);
    const counts = await screen.findByLabelText('Team');
    expect(within(counts).getByText('Team members').nextElementSibling?.textContent).toBe('9');
    const sums = screen.getByLabelText('Sums for these days');
    expect(sums.textContent).toContain('₱7,250.00');
    expect(sums.textContent).toContain('-₱1,115.75');
    const tables = screen.getAllByRole('table');
    expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual([
      'Deposits by day, 2026-03-01 to 2026-03-07',
      'Valid bets by day, 2026-03-01 to 2026-03-07',
      'Profit and loss by day, 2026-03-01 to 2026-03-07',
    ]);
    const deposits = tables[0] as HTMLElement;
    expect(within(deposits).getAllByRole('row')).toHaveLength(8);
    expect(
      within(deposits).getByRole('rowheader', { name: '2026-03-04' }).nextElementSibling?.textContent,
    ).toBe('₱2,500.00');
    // The drawing is for eyes only: the table carries the figures for screen readers.
    for (const canvas of document.querySelectorAll('.lk-ap-chart__canvas'))
      expect(canvas.getAttribute('aria-hidden')).toBe('true');
    expect(queries(endpoints.teamOverview)[0]).toEqual(params);
  });

  it('a quiet team reads a sentence and is offered to register a downline', async () => {
    platform.on(OVERVIEW, overviewFixture('2026-03-07', true));
    const go = vi.fn();
    render(<TeamOverview params={params} go={go} />);
    expect(await screen.findByText(/no deposits or bets in these days yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register an account' }));
    expect(go).toHaveBeenCalledWith('registerCenter');
  });

  it('a failure reads in words with Try again, which asks once more', async () => {
    let answers = 0;
    platform.on(OVERVIEW, () => {
      answers += 1;
      return answers === 1
        ? failure('unknown_error', { status: 500, message: 'x' })
        : overviewFixture('2026-03-07');
    });
    render(<TeamOverview params={params} go={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).not.toContain('unknown_error');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('table')).toHaveLength(3);
  });

  it('the previous 30 days preset asks for 30 days', async () => {
    platform.on(OVERVIEW, overviewFixture('2026-03-07'));
    render(<TeamOverview params={params} go={() => undefined} />);
    await screen.findAllByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await vi.waitFor(() => expect(platform.calls(endpoints.teamOverview)).toHaveLength(2));
    const asked = queries(endpoints.teamOverview)[1];
    const days = (Date.parse(asked?.endDate ?? '') - Date.parse(asked?.startDate ?? '')) / 86_400_000 + 1;
    expect(days).toBe(30);
  });
});
