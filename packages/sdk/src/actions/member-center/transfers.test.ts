import { walletBalance } from '@lobbykit/api-client';
import {
  bindEmail as bindEmailEndpoint,
  consolidatedFunds,
  merchantWallet,
  recallBalances as recallBalancesEndpoint,
  setPaymentPassword as setPaymentPasswordEndpoint,
  transferUpline,
  walletTransfer,
} from '@lobbykit/api-client/member-center';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $wallet, resetMemberLobbyState } from '../../stores/lobby';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { recordEvents, signIn } from '../../testing/lobby-fixtures';
import { bindEmail, checkPaymentPasswordForm, setPaymentPassword } from './security';
import {
  isSingleWallet,
  loadConsolidatedFunds,
  recallBalances,
  transferBetweenWallets,
  transferToUpline,
} from './transfers';

let harness: Harness;
const funds = {
  currency: 'BDT',
  currencySymbol: '৳',
  total: 300,
  wallets: [
    { code: 'MAIN', name: 'Main wallet', balance: 200 },
    { code: 'AG', name: 'AG', balance: 100 },
  ],
};

beforeEach(() => {
  harness = setUpRuntime();
  recordEvents();
  resetMemberLobbyState();
  harness.platform.on(walletBalance, { balance: 200, currency: 'BDT', currencySymbol: '৳' });
  harness.platform.on(consolidatedFunds, funds);
});
afterEach(() => vi.unstubAllGlobals());

describe('wallets', () => {
  it('R3.30 R7.28 reads isSingle once and answers later calls from the session cache', async () => {
    harness.platform.on(merchantWallet, { isSingle: false });
    expect(await isSingleWallet()).toBe(false);
    expect(await isSingleWallet()).toBe(false);
    expect(harness.platform.calls(merchantWallet)).toHaveLength(1);
  });

  it('R7.26 loads consolidated funds with the token for a member', async () => {
    await signIn(harness);
    expect(await loadConsolidatedFunds()).toEqual(funds);
    const call = harness.platform.calls(consolidatedFunds)[0];
    expect(call?.headers.get('Authorization')).toBe('tok-123');
  });

  it('R6.09 a trial player does not fetch consolidated funds', async () => {
    await signIn(harness, 4);
    expect(await loadConsolidatedFunds()).toBeNull();
    expect(harness.platform.calls(consolidatedFunds)).toHaveLength(0);
  });

  it('R7.27 transfers with POST and an idempotency key, then reloads the header balance', async () => {
    await signIn(harness);
    harness.platform.on(walletTransfer, { total: 300, wallets: funds.wallets });
    harness.platform.on(walletBalance, { balance: 150, currency: 'BDT', currencySymbol: '৳' });
    const outcome = await transferBetweenWallets({ from: 'MAIN', to: 'AG', amount: 50 });
    expect(outcome.status).toBe('ok');
    const body = harness.platform.calls(walletTransfer)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ from: 'MAIN', to: 'AG', amount: 50 });
    expect(body.requestId).toMatch(/^[0-9a-f]{32}$/);
    await vi.waitFor(() => expect($wallet.get().balance).toBe(150));
  });

  it('recalls every game wallet back to the main wallet', async () => {
    await signIn(harness);
    harness.platform.on(recallBalancesEndpoint, { recalled: 100, total: 300, wallets: funds.wallets });
    expect(await recallBalances('recall-0001')).toMatchObject({ status: 'ok', value: { recalled: 100 } });
    expect(harness.platform.calls(recallBalancesEndpoint)[0]?.body).toEqual({
      requestId: 'recall-0001',
    });
  });

  it('R6.04 transfers to the upline with the payment password, encrypted', async () => {
    await signIn(harness);
    harness.platform.on(transferUpline, { balance: 100, upline: 'AGENT01', amount: 100 });
    const outcome = await transferToUpline({ amount: 100, paymentPassword: '246810' });
    expect(outcome).toMatchObject({ status: 'ok', value: { upline: 'AGENT01' } });
    expect(harness.platform.calls(transferUpline)[0]?.body).toMatchObject({
      amount: 100,
      paymentPassword: '246810',
    });
  });
});

describe('security', () => {
  it('checks the payment password form before sending: proof, 6 digits, the same twice', () => {
    const form = { paymentPassword: '123456', confirmPaymentPassword: '123456' };
    expect(checkPaymentPasswordForm(form, true)).toEqual({ field: 'loginPassword', key: 'input_empty' });
    expect(
      checkPaymentPasswordForm({ ...form, loginPassword: 'Demo1234', paymentPassword: '12ab56' }, true),
    ).toEqual({
      field: 'paymentPassword',
      key: 'payment_password_digits',
    });
    expect(
      checkPaymentPasswordForm(
        { ...form, oldPaymentPassword: '654321', confirmPaymentPassword: '123457' },
        false,
      ),
    ).toEqual({
      field: 'confirmPaymentPassword',
      key: 'inconsistent_twice',
    });
    expect(checkPaymentPasswordForm({ ...form, oldPaymentPassword: '654321' }, false)).toBeNull();
  });

  it('sets the payment password the first time with the login password, encrypted', async () => {
    await signIn(harness);
    harness.platform.on(setPaymentPasswordEndpoint, { hasPaymentPassword: true });
    const outcome = await setPaymentPassword({
      loginPassword: 'Demo1234',
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(outcome.status).toBe('ok');
    expect(harness.platform.calls(setPaymentPasswordEndpoint)[0]?.body).toEqual({
      loginPassword: 'Demo1234',
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
  });

  it('binds an email, trimmed', async () => {
    await signIn(harness);
    harness.platform.on(bindEmailEndpoint, { email: 'demo@example.com' });
    expect(await bindEmail(' demo@example.com ')).toMatchObject({ status: 'ok' });
    expect(harness.platform.calls(bindEmailEndpoint)[0]?.body).toEqual({
      email: 'demo@example.com',
    });
  });
});
