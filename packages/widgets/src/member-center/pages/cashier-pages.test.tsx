import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodies, makeSessionKey, platform } from '../../testing/fake-api';
import {
  depositChannelsFixture,
  depositRecordFixture,
  recordsPage,
  signIn,
  startupReady,
  withdrawalInfoFixture,
  withdrawalRecordFixture,
} from '../../testing/sdk-state';
import '../messages/member-center-messages';
import DepositPage from './depositv2';
import WithdrawPage from './withdraw';

const go = () => undefined;
const typeInto = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

// happy-dom's `files` cannot be assigned, and testing-library's change event does not reach
// preact's listener on a file input: define the files and dispatch a native change, as a browser does.
function pickFiles(input: HTMLInputElement, ...files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
const slow = { timeout: 8000 };

beforeAll(makeSessionKey);
beforeEach(() => {
  startupReady();
  signIn();
  platform.on(endpoints.depositChannels, depositChannelsFixture());
  platform.on(endpoints.depositRecords, recordsPage([]));
  platform.on(endpoints.withdrawalInfo, withdrawalInfoFixture());
  platform.on(endpoints.withdrawalRecords, recordsPage([]));
});

describe('depositv2', () => {
  it('shows the channels with their limits and an empty records line', async () => {
    render(<DepositPage params={{}} go={go} />);
    expect(await screen.findByRole('radio', { name: /GCash/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Bank transfer/ }).textContent ?? '').toBe('');
    expect(screen.getByText('Min ₱100.00 · Max ₱50,000.00')).toBeTruthy();
    expect(await screen.findByText('No requests in these days.')).toBeTruthy();
  });

  it('refuses an amount under the channel minimum with a message and sends nothing', async () => {
    render(<DepositPage params={{}} go={go} />);
    await screen.findByRole('radio', { name: /GCash/ });
    typeInto('Amount', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('The minimum is ₱100.00.')).toBeTruthy();
    typeInto('Amount', '100.555');
    expect(screen.getByText('Enter a number with at most two decimals.')).toBeTruthy();
    expect(platform.calls(endpoints.deposit)).toHaveLength(0);
  });

  it('R4.74 a quick amount chip fills the amount; the request shows In process', async () => {
    platform.on(endpoints.deposit, (input) =>
      depositRecordFixture({ amount: (input as { amount: number }).amount }),
    );
    render(<DepositPage params={{}} go={go} />);
    await screen.findByRole('radio', { name: /GCash/ });
    fireEvent.click(screen.getByRole('button', { name: '₱500.00' }));
    platform.on(endpoints.depositRecords, recordsPage([depositRecordFixture()]));
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText(/Request DP000041 for ₱500.00 is in process/)).toBeTruthy();
    const sent = bodies(endpoints.deposit)[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ channelCode: 'GCASH', amount: 500 });
    expect(String(sent.requestId)).toMatch(/^[0-9a-f]{32}$/);
    const list = await screen.findByRole('list');
    expect(within(list).getByText(/In process/)).toBeTruthy();
  });
});

describe('withdraw', () => {
  it('shows the turnover still to play and keeps the button off until it is done', async () => {
    platform.on(
      endpoints.withdrawalInfo,
      withdrawalInfoFixture({ turnoverRequired: 1000, turnoverDone: 250 }),
    );
    render(<WithdrawPage params={{}} go={go} />);
    const bar = await screen.findByRole('progressbar', { name: 'Turnover required' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Play ₱750.00 more in valid bets before you can withdraw.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the member to bind an account and set a payment password first', async () => {
    const asked: [string, Record<string, string> | undefined][] = [];
    platform.on(endpoints.withdrawalInfo, withdrawalInfoFixture({ accounts: [], hasPaymentPassword: false }));
    render(<WithdrawPage params={{}} go={(page, params) => asked.push([page, params])} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bind an account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(asked).toEqual([
      ['securityCenter', { section: 'bank' }],
      ['securityCenter', { section: 'paymentPassword' }],
    ]);
  });

  it('refuses more than the balance and a password that is not 6 digits, sending nothing', async () => {
    render(<WithdrawPage params={{}} go={go} />);
    await screen.findByLabelText('Amount');
    typeInto('Amount', '2500.01');
    typeInto('Payment password', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The amount is more than your balance (₱2,500.00).')).toBeTruthy();
    expect(screen.getByText('A payment password is 6 digits.')).toBeTruthy();
    expect(platform.calls(endpoints.withdraw)).toHaveLength(0);
  });

  it('sends the request encrypted and shows a wrong payment password with the tries left', {
    timeout: 20_000,
  }, async () => {
    platform.fail(endpoints.withdraw, 'validation_failed', {
      status: 400,
      message: 'wrong',
      field: 'paymentPassword',
      messageKey: 'payment_password_wrong',
      triesLeft: 4,
    });
    render(<WithdrawPage params={{}} go={go} />);
    await screen.findByLabelText('Amount');
    typeInto('Amount', '300');
    typeInto('Payment password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Wrong payment password. 4 tries left.', {}, slow)).toBeTruthy();
    // What travels is a JWE (the fake opens it with the session key it serves).
    const sent = JSON.parse(String(platform.calls(endpoints.withdraw)[0]?.sent)) as { value: string };
    expect(sent.value.split('.')).toHaveLength(5);
    expect(JSON.stringify(sent)).not.toContain('123456');
  });

  it('R4.77 answers received on an approved withdrawal', async () => {
    platform.on(
      endpoints.withdrawalRecords,
      recordsPage([
        withdrawalRecordFixture({
          status: 'APPROVED',
          confirmation: 'PENDING',
          autoReceiptAt: '2026-11-20T11:00:00.000Z',
        }),
      ]),
    );
    platform.on(
      endpoints.confirmWithdrawal,
      withdrawalRecordFixture({ status: 'APPROVED', confirmation: 'RECEIVED' }),
    );
    render(<WithdrawPage params={{}} go={go} />);
    expect(await screen.findByText('Did you receive this money?')).toBeTruthy();
    expect(screen.getByText(/Counted as received at/)).toBeTruthy();
    platform.on(
      endpoints.withdrawalRecords,
      recordsPage([withdrawalRecordFixture({ status: 'APPROVED', confirmation: 'RECEIVED' })]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Received' }));
    await waitFor(() => expect(screen.queryByText('Did you receive this money?')).toBeNull());
    expect(bodies(endpoints.confirmWithdrawal)[0]).toEqual({
      id: 12,
      received: true,
    });
    expect(await screen.findByText('Received', { selector: '[data-confirmation]' })).toBeTruthy();
  });

  it('R4.78 R5.35 R5.37 reports not received only with a png or jpg proof', async () => {
    platform.on(
      endpoints.withdrawalRecords,
      recordsPage([withdrawalRecordFixture({ status: 'APPROVED', confirmation: 'PENDING' })]),
    );
    platform.on(
      endpoints.confirmWithdrawal,
      withdrawalRecordFixture({ status: 'APPROVED', confirmation: 'NOT_RECEIVED', proofCount: 1 }),
    );
    render(<WithdrawPage params={{}} go={go} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Not received' }));
    // The report form is a chunk of its own, fetched when the member opens it.
    fireEvent.click(await screen.findByRole('button', { name: 'Send report' }, { timeout: 5000 }));
    expect(await screen.findByText('Attach at least one image.')).toBeTruthy();
    const picker = screen.getByLabelText('Add images') as HTMLInputElement;
    const gif = new File(['GIF89a'], 'slip.gif', { type: 'image/gif' });
    pickFiles(picker, gif);
    expect(await screen.findByText('Only png or jpg images can be attached.')).toBeTruthy();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'slip.png', { type: 'image/png' });
    pickFiles(picker, png);
    expect(await screen.findByRole('img', { name: 'slip.png' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(platform.calls(endpoints.confirmWithdrawal).length > 0).toBe(true));
    const body = bodies(endpoints.confirmWithdrawal)[0] as {
      received: boolean;
      proofs: { name: string; dataUrl: string }[];
    };
    expect(body.received).toBe(false);
    expect(body.proofs[0]?.name).toBe('slip.png');
    expect(body.proofs[0]?.dataUrl).toMatch(/^data:image\/png;base64,/);
  });
});
