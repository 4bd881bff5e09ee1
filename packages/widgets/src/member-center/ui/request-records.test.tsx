import { presetRange } from '@lobbykit/sdk/member-center';
import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { platform, queries } from '../../testing/fake-api';
import {
  depositChannelsFixture,
  depositRecordFixture,
  signIn,
  startupReady,
  withdrawalInfoFixture,
  withdrawalRecordFixture,
} from '../../testing/sdk-state';
import '../messages/member-center-messages';
import DepositPage from '../pages/depositv2';
import WithdrawPage from '../pages/withdraw';

const go = () => undefined;
const DEPOSITS = endpoints.depositRecords;
const WITHDRAWALS = endpoints.withdrawalRecords;

/** A page of `totalPages` with one row, numbered as the server would. */
function pageOf<Row>(row: Row, pageNum: number, totalPages: number) {
  return { list: [row], pageNum, pageSize: 20, totalPages, totalCount: totalPages * 20 };
}
const records = () => screen.getByRole('region', { name: 'Recent requests' });

beforeEach(() => {
  startupReady();
  signIn();
  platform.on(endpoints.depositChannels, depositChannelsFixture());
  platform.on(endpoints.withdrawalInfo, withdrawalInfoFixture());
});

describe('deposit and withdrawal records: day range and pages', () => {
  it('R9.43 deposit records start at the previous 30 days and follow the picker’s presets', async () => {
    platform.on(DEPOSITS, (query) =>
      pageOf(depositRecordFixture({ reference: `DEP-${query.startDate}` }), 1, 1),
    );
    render(<DepositPage params={{}} go={go} />);
    const previous30 = presetRange('previous30');
    await screen.findByText(new RegExp(`DEP-${previous30.startDate}`));
    expect(queries(DEPOSITS).at(-1)).toMatchObject({ ...previous30, pageNo: '1' });
    const presets = within(records()).getAllByRole('button', { pressed: false });
    expect(
      within(records()).getByRole('button', { name: 'Previous 30 days' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(presets.map((button) => button.textContent)).toEqual(
      expect.arrayContaining(['Previous 7 days', 'Next 7 days', 'Next 30 days']),
    );
    fireEvent.click(within(records()).getByRole('button', { name: 'Previous 7 days' }));
    const previous7 = presetRange('previous7');
    await screen.findByText(new RegExp(`DEP-${previous7.startDate}`));
    expect(queries(DEPOSITS).at(-1)).toMatchObject({ ...previous7, pageNo: '1' });
  });

  it('R9.43 a typed range is asked for once it is valid; a reversed one is refused in words', async () => {
    platform.on(DEPOSITS, pageOf(depositRecordFixture(), 1, 1));
    render(<DepositPage params={{}} go={go} />);
    await screen.findByRole('region', { name: 'Recent requests' });
    const asked = platform.calls(DEPOSITS).length;
    fireEvent.change(within(records()).getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(within(records()).getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(within(records()).getByRole('alert').textContent).toBe('The end date is before the start date.');
    expect(platform.calls(DEPOSITS).length > asked).toBe(false);
    fireEvent.change(within(records()).getByLabelText('From'), { target: { value: '2026-02-20' } });
    await waitFor(() =>
      expect(queries(DEPOSITS).at(-1)).toMatchObject({
        startDate: '2026-02-20',
        endDate: '2026-03-01',
      }),
    );
  });

  it('withdrawal records page through the pager, and a new range starts again at page 1', async () => {
    platform.on(WITHDRAWALS, (query) =>
      pageOf(withdrawalRecordFixture({ id: Number(query.pageNo) * 100 }), Number(query.pageNo), 3),
    );
    render(<WithdrawPage params={{}} go={go} />);
    await screen.findByText('Page 1 of 3');
    expect(within(records()).getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(within(records()).getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    expect(queries(WITHDRAWALS).at(-1)?.pageNo).toBe('2');
    expect(document.querySelector('[data-record="200"]')).not.toBeNull();
    fireEvent.click(within(records()).getByRole('button', { name: 'Next 7 days' }));
    await screen.findByText('Page 1 of 3');
    expect(queries(WITHDRAWALS).at(-1)).toMatchObject({ ...presetRange('next7'), pageNo: '1' });
  });

  it('shows no pager when the requests fit on one page', async () => {
    platform.on(WITHDRAWALS, pageOf(withdrawalRecordFixture(), 1, 1));
    render(<WithdrawPage params={{}} go={go} />);
    await waitFor(() => expect(document.querySelector('[data-record]')).not.toBeNull());
    expect(within(records()).queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
