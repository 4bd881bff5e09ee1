import { $modal, openModal } from '@lobbykit/sdk';
import type { ContractRow } from '@lobbykit/sdk/agent';
import { contractFixture, endpoints, failure } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { agentSettingsFixture } from '../agent-center/agent-center-fixtures';
import { ModalOutlet } from '../modal-outlet/modal-outlet';
import { registerModalView } from '../modal-outlet/modal-views';
import { bodies, platform } from '../testing/fake-api';
import { overlay } from '../testing/overlay';
import { member, signIn, startupReady } from '../testing/sdk-state';
import { contractModalView } from './contract-view';

const slow = { timeout: 3000 };

const offer = (overrides: Partial<ContractRow> = {}) => contractFixture({ contractId: 21, ...overrides });

const page = (list: ContractRow[]) => ({
  list,
  pageNum: 1,
  pageSize: 100,
  totalPages: 1,
  totalCount: list.length,
  totals: {},
});

/** The modal as a host opens it: the outlet, `openModal('contract')`. */
async function open() {
  render(<ModalOutlet />);
  act(() => openModal('contract'));
  return overlay().findByRole('dialog', { name: 'Contract offer' }, slow);
}

beforeEach(() => {
  registerModalView('contract', contractModalView);
  startupReady(undefined, { AGENTPOLICY: true });
  platform.on(endpoints.agentSettings, agentSettingsFixture());
});

describe('contract modal', () => {
  it('R2.37 R6.15 shows the offered contract’s terms: rate, active members, period valid bet and loss', async () => {
    signIn(member());
    platform.on(endpoints.contractList, page([offer()]));
    const dialog = await open();
    await within(dialog).findByText(
      'agent01 offers you this contract. Accept it to be paid by its terms, or reject it.',
    );
    const terms = dialog.querySelector('dl') as HTMLElement;
    expect(within(terms).getByText('1.2 %')).toBeTruthy();
    expect(within(terms).getByText('Daily wage')).toBeTruthy();
    expect(within(terms).getByText('Active members, at least').nextElementSibling?.textContent).toBe('3');
    expect(within(terms).getByText('Valid bet per period, at least').nextElementSibling?.textContent).toBe(
      '₱5,000.00',
    );
    expect(within(terms).getByText('Team loss per period, at least').nextElementSibling?.textContent).toBe(
      '₱0.00',
    );
  });

  it('R4.76 R6.15 R7.57 accepting sends accept through the daily-wage call and says it was accepted', async () => {
    signIn(member());
    platform.on(endpoints.contractList, page([offer()]));
    platform.on(endpoints.processDailySalary, {
      contract: offer({ status: 'accepted', answeredAt: '2026-11-24T09:00:00.000Z' }),
      terminated: [],
    });
    const dialog = await open();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Accept' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'You accepted the Daily wage contract from agent01.',
    );
    expect(bodies(endpoints.processDailySalary)[0]).toEqual({
      action: 'accept',
      contractId: 21,
    });
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect($modal.get()).toBeNull());
  });

  it('R4.76 rejecting a dividend goes on to the next offer', async () => {
    signIn(member());
    platform.on(
      endpoints.contractList,
      page([
        offer({ contractId: 23 }),
        offer({ contractId: 22, kind: 'dividend', period: 'Monthly', rate: 25 }),
      ]),
    );
    platform.on(endpoints.processDividend, {
      contract: offer({ contractId: 22, kind: 'dividend', status: 'rejected' }),
      terminated: [],
    });
    const dialog = await open();
    expect(await within(dialog).findByText('Offer 1 of 2')).toBeTruthy();
    expect(within(dialog).getByText('25 %')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'You rejected the Dividend contract from agent01.',
    );
    expect(await within(dialog).findByText('1.2 %')).toBeTruthy();
  });

  it('an offer the upline withdrew meanwhile is said, and leaves the list', async () => {
    signIn(member());
    platform.on(endpoints.contractList, page([offer()]));
    platform.fail(endpoints.processDailySalary, 'contract_closed', { status: 409, message: 'closed' });
    const dialog = await open();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Accept' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent?.length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('no offer waits: says so; a failed list offers a retry', async () => {
    signIn(member());
    let fail = true;
    platform.on(endpoints.contractList, () =>
      fail ? failure('maintenance', { status: 503, message: 'x' }) : page([]),
    );
    const dialog = await open();
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The contract offers could not be loaded.',
    );
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No contract offer waits for your answer.')).toBeTruthy();
  });

  it('R2.38 only when logged in: a guest is asked to log in and nothing is requested', async () => {
    openModal('contract');
    const dialog = await open();
    expect(within(dialog).getByText('Please log in to see your contract offers.')).toBeTruthy();
    expect(platform.calls(endpoints.contractList).length > 0).toBe(false);
  });
});
