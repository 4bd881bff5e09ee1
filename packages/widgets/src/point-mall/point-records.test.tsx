import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { platform } from '../testing/fake-api';
import { philippines, signIn, startupReady } from '../testing/sdk-state';
import { PointRecords } from './point-records';
import './messages/point-mall-messages';

const RECORDS = endpoints.pointRecords;

const record = (id: number, remark: string) => ({
  id,
  points: 3,
  amount: 300,
  type: 'earn' as const,
  status: 'APPROVED' as const,
  time: '2026-02-28T10:00:00.000Z',
  remark,
  balance: 5_000,
});

/** Two records a page, three in all: page 1 holds rows 1-2 (of `label`), page 2 row 3. */
const pageOf = (label: string, pageNo: number) => ({
  list: pageNo === 1 ? [record(1, `${label} 1`), record(2, `${label} 2`)] : [record(3, `${label} 3`)],
  pageNum: pageNo,
  pageSize: 2,
  totalPages: 2,
  totalCount: 3,
});

const money = (amount: number) => `₱${amount.toFixed(2)}`;
const remarks = () => screen.queryAllByText(/^(before|after) \d$/).map((node) => node.textContent);

beforeEach(() => {
  startupReady(philippines);
  signIn();
});

describe('point records (pagedLoadable)', () => {
  it('R2.102 R3.35 Show more appends the next page of points details, and goes once all are shown', async () => {
    platform.on(RECORDS, ({ pageNo }) => pageOf('before', pageNo));
    render(<PointRecords kind="details" money={money} version={0} />);
    await waitFor(() => expect(remarks()).toEqual(['before 1', 'before 2']));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(remarks()).toEqual(['before 1', 'before 2', 'before 3']));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(platform.calls(RECORDS).map((call) => call.input.pageNo)).toEqual([1, 2]);
  });

  it('R2.102 a page of Show more that comes after the list reloaded (a redeem) is dropped, not appended', async () => {
    let label = 'before';
    let answerLatePage: () => void = () => {};
    const latePage = new Promise<void>((resolve) => {
      answerLatePage = resolve;
    });
    platform.on(RECORDS, async ({ pageNo }) => {
      const answer = pageOf(label, pageNo);
      if (label === 'before' && pageNo === 2) await latePage;
      return answer;
    });
    const { rerender } = render(<PointRecords kind="details" money={money} version={0} />);
    await waitFor(() => expect(remarks()).toEqual(['before 1', 'before 2']));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(platform.calls(RECORDS)).toHaveLength(2));
    // A redeem went through: the list loads again from page 1 while page 2 is still on its way.
    label = 'after';
    rerender(<PointRecords kind="details" money={money} version={1} />);
    await waitFor(() => expect(remarks()).toEqual(['after 1', 'after 2']));
    answerLatePage();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(remarks()).toEqual(['after 1', 'after 2']);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });

  it('a failed Show more says so, and Try again loads the list from page 1', async () => {
    let failMore = true;
    platform.on(RECORDS, ({ pageNo }) => {
      if (pageNo === 2 && failMore) throw new Error('network down');
      return pageOf('before', pageNo);
    });
    render(<PointRecords kind="details" money={money} version={0} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    failMore = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(remarks()).toEqual(['before 1', 'before 2']));
    expect(platform.calls(RECORDS).map((call) => call.input.pageNo)).toEqual([1, 2, 1]);
  });
});
