import { $modal, getClient } from '@lobbykit/sdk';
import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodies, platform } from '../../testing/fake-api';
import {
  bangladesh,
  bankAccountFixture,
  consolidatedFundsFixture,
  securityOverviewFixture,
  signIn,
  startupReady,
} from '../../testing/sdk-state';
import '../messages/member-center-messages';
import SecurityCenterPage from './security-center';
import TransferFundPage from './transfer-fund';
import TransferUplinePage from './transfer-upline';

const go = () => undefined;
const typeInto = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

// testing-library's change event does not reach preact's listener on a select here: a native one does.
function choose(label: string, value: string) {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

beforeEach(() => {
  // GCS_merchantWallet is session-cached: each test states its own merchant's answer.
  getClient().clearCache();
  startupReady();
  signIn();
  platform.on(endpoints.securityOverview, securityOverviewFixture());
  platform.on(endpoints.bankAccounts, [bankAccountFixture()]);
  platform.on(endpoints.payoutProviders, [
    { code: 'GCASH', name: 'GCash', kind: 'E_WALLET' },
    { code: 'BDO', name: 'BDO', kind: 'BANK' },
  ]);
});

describe('securityCenter', () => {
  it('shows what is set and bound, masked, and opens the change-password modal', async () => {
    render(<SecurityCenterPage params={{}} go={go} />);
    expect(await screen.findByText('09******12')).toBeTruthy();
    expect(screen.getByText('Not set')).toBeTruthy();
    expect(screen.getByText('1 bound')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Change' })[0] as HTMLElement);
    expect($modal.get()?.name).toBe('changePassword');
  });

  it('checks the first payment password before sending: login password, 6 digits, twice the same', async () => {
    render(<SecurityCenterPage params={{ section: 'paymentPassword' }} go={go} />);
    const save = await screen.findByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    typeInto('Login password', 'Demo1234');
    typeInto('New payment password (6 digits)', '12a3');
    fireEvent.click(save);
    expect(await screen.findByText('A payment password is 6 digits.')).toBeTruthy();
    typeInto('New payment password (6 digits)', '123456');
    typeInto('Confirm payment password', '123457');
    fireEvent.click(save);
    expect(await screen.findByText('The two passwords do not match.')).toBeTruthy();
    expect(platform.calls(endpoints.setPaymentPassword).length > 0).toBe(false);
  });

  it('binds a bank account from the list of providers and shows a refused payee name', async () => {
    platform.fail(endpoints.bindBankAccount, 'validation_failed', {
      status: 400,
      message: 'x',
      field: 'payeeName',
    });
    render(<SecurityCenterPage params={{ section: 'bank' }} go={go} />);
    expect(await screen.findByText('******7890')).toBeTruthy();
    choose('Bank or e-wallet', 'GCASH');
    typeInto('Account number', '0917 123 4567');
    typeInto('Account holder name', 'Someone Else');
    fireEvent.click(screen.getByRole('button', { name: 'Bind account' }));
    expect(await screen.findByText('Please check the highlighted field.')).toBeTruthy();
    expect(bodies(endpoints.bindBankAccount)[0]).toEqual({
      providerCode: 'GCASH',
      accountNumber: '09171234567',
      payeeName: 'Someone Else',
    });
  });
});

describe('transferFund', () => {
  it('R3.30 a single-wallet merchant shows its one wallet and no transfer form', async () => {
    platform.on(endpoints.merchantWallet, { isSingle: true });
    platform.on(endpoints.consolidatedFunds, {
      currency: 'TLB',
      currencySymbol: '₱',
      total: 800,
      wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 800 }],
    });
    render(<TransferFundPage params={{}} go={go} />);
    expect(await screen.findByText('All your games share one wallet: no transfer is needed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });

  it('R7.27 moves money from the main wallet to a game wallet and recalls all', async () => {
    startupReady(bangladesh);
    platform.on(endpoints.merchantWallet, { isSingle: false });
    platform.on(endpoints.consolidatedFunds, consolidatedFundsFixture());
    platform.on(endpoints.walletTransfer, { total: 1500, wallets: consolidatedFundsFixture().wallets });
    platform.on(endpoints.recallBalances, {
      recalled: 500,
      total: 1500,
      wallets: consolidatedFundsFixture().wallets,
    });
    render(<TransferFundPage params={{}} go={go} />);
    expect(await screen.findByText('৳1,500.00')).toBeTruthy();
    typeInto('Amount', '1000.01');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The amount is more than your balance (৳1,000.00).')).toBeTruthy();
    typeInto('Amount', '250');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Transferred ৳250.00.')).toBeTruthy();
    expect(bodies(endpoints.walletTransfer)[0]).toMatchObject({
      from: 'MAIN',
      to: 'AG',
      amount: 250,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Recall all to main wallet' }));
    expect(await screen.findByText('৳500.00 moved back to the main wallet.')).toBeTruthy();
  });
});

describe('transferUpline', () => {
  it('tells a member without an agent that there is nobody to send to', async () => {
    platform.on(endpoints.uplineInfo, { upline: null });
    render(<TransferUplinePage params={{}} go={go} />);
    expect(
      await screen.findByText('You have no upline agent, so there is nowhere to transfer.'),
    ).toBeTruthy();
  });

  it('names the upline and refuses a payment password that is not 6 digits', async () => {
    platform.on(endpoints.uplineInfo, { upline: { account: 'AGENT01', nickname: 'Lucky Agent' } });
    render(<TransferUplinePage params={{}} go={go} />);
    expect(await screen.findByText('Lucky Agent (AGENT01)')).toBeTruthy();
    typeInto('Amount', '10');
    typeInto('Payment password', '99');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(screen.getByText('A payment password is 6 digits.')).toBeTruthy());
    expect(platform.calls(endpoints.transferUpline).length > 0).toBe(false);
  });
});
