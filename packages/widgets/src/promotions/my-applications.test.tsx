import { setLanguage } from '@lobbykit/sdk';
import type { PromotionApplication } from '@lobbykit/sdk/promotions';
import { endpoints, expectSameMessageKeys, failure } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { platform, queries } from '../testing/fake-api';
import { promotionFixture } from '../testing/promotion-fixtures';
import { philippines, signIn, startupReady, trialMember } from '../testing/sdk-state';
import { applicationsBn } from './messages/applications-bn';
import { applicationsEn } from './messages/applications-en';
import { applicationsTy } from './messages/applications-ty';
import { Promotions } from './promotions';

const LIST = endpoints.promotionList;
const APPLICATIONS = endpoints.promotionApplications;
const slow = { timeout: 8000 };

const application = (overrides: Partial<PromotionApplication>): PromotionApplication => ({
  id: 1,
  promotionId: 7,
  promotionTitle: 'Zalo bonus up to 131K',
  status: 'IN_PROCESS',
  remark: 'Added my Zalo account 0912',
  imageCount: 2,
  amount: null,
  rejectReason: null,
  createdAt: '2026-01-14T09:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

function page<Row>(list: Row[], totalPages = 1) {
  return { list, pageNum: 1, pageSize: 20, totalPages, totalCount: list.length };
}

beforeEach(() => {
  startupReady(philippines);
  window.history.replaceState(null, '', '/promotions');
  platform.on(endpoints.unreadCount, { messages: 0, rewards: 0, missions: 0 });
  platform.on(LIST, [promotionFixture()]);
});
afterEach(async () => {
  window.history.replaceState(null, '', '/');
  await setLanguage('EN');
});

async function openApplications() {
  render(<Promotions />);
  fireEvent.click(await screen.findByRole('button', { name: 'My applications' }, slow));
  return screen.findByRole('heading', { name: 'My applications' }, slow);
}

describe('my applications (promotions widget)', () => {
  it('R4.74 lists each application with its status, remark, the bonus issued and the reviewer’s reason', async () => {
    signIn();
    platform.on(
      APPLICATIONS,
      page([
        application({ id: 3 }),
        application({
          id: 2,
          status: 'APPROVED',
          amount: 131,
          reviewedAt: '2026-01-14T12:00:00.000Z',
        }),
        application({
          id: 1,
          status: 'REJECTED',
          rejectReason: 'The screenshot does not show the account',
          reviewedAt: '2026-01-13T12:00:00.000Z',
        }),
      ]),
    );
    await openApplications();
    const items = await screen.findAllByRole('listitem', {}, slow);
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('In process')).toBeTruthy();
    expect(within(items[0]!).getByText('Your remark: Added my Zalo account 0912')).toBeTruthy();
    expect(within(items[1]!).getByText('Approved')).toBeTruthy();
    expect(within(items[1]!).getByText('Bonus issued: ₱131.00')).toBeTruthy();
    expect(within(items[2]!).getByText('Rejected')).toBeTruthy();
    expect(within(items[2]!).getByText('Reason: The screenshot does not show the account')).toBeTruthy();
    expect(queries(endpoints.promotionApplications)[0]?.pageNo).toBe('1');

    // Back to the list.
    fireEvent.click(screen.getByRole('link', { name: /Back to promotions/ }));
    expect(await screen.findByRole('tablist', { name: 'Promotion types' })).toBeTruthy();
  });

  it('says when there are none yet', async () => {
    signIn();
    platform.on(APPLICATIONS, page([]));
    await openApplications();
    expect(await screen.findByText(/You have not applied for a promotion yet/, {}, slow)).toBeTruthy();
  });

  it('shows a failure with Try again, which asks again', async () => {
    signIn();
    let fail = true;
    platform.on(APPLICATIONS, () =>
      fail ? failure('server_error', { status: 500, message: 'x' }) : page([application({})]),
    );
    await openApplications();
    const retry = await screen.findByRole('button', { name: 'Try again' }, slow);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('In process', {}, slow)).toBeTruthy();
  });

  it('R6.01 R6.05 guests and trial players see no My applications', async () => {
    render(<Promotions />);
    await screen.findByRole('tablist', { name: 'Promotion types' }, slow);
    expect(screen.queryByRole('button', { name: 'My applications' })).toBeNull();
    signIn(trialMember());
    expect(screen.queryByRole('button', { name: 'My applications' })).toBeNull();
  });

  it('R9.30 reads in Filipino, and TY and BN have every EN word', async () => {
    expectSameMessageKeys(applicationsEn, applicationsTy, 'promotionsApplications TY');
    expectSameMessageKeys(applicationsEn, applicationsBn, 'promotionsApplications BN');
    signIn();
    platform.on(APPLICATIONS, page([application({ status: 'REJECTED' })]));
    await setLanguage('TY');
    render(<Promotions />);
    fireEvent.click(await screen.findByRole('button', { name: 'Aking mga aplikasyon' }, slow));
    expect(await screen.findByText('Tinanggihan', {}, slow)).toBeTruthy();
    expect(screen.getByText('Walang ibinigay na dahilan.')).toBeTruthy();
  });
});
