import { $modal, setLanguage } from '@lobbykit/sdk';
import { endpoints, expectSameMessageKeys, type FakeAnswer, failure } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installDialogs } from '../dialogs/install-dialogs';
import { makeSessionKey, platform, sealedBody } from '../testing/fake-api';
import { overlay } from '../testing/overlay';
import { philippines, signIn, startupReady, trialMember } from '../testing/sdk-state';
import { bn } from './messages/bn';
import { en } from './messages/en';
import { ty } from './messages/ty';
import { PointMall } from './point-mall';

const CONFIG = endpoints.pointConfig;
const REWARDS = endpoints.pointRewards;
const BALANCE = endpoints.pointBalance;
const REDEEM = endpoints.redeemReward;
const RECORDS = endpoints.pointRecords;
const HISTORY = endpoints.redeemList;

const config = { enabled: true, betPerPoint: 100, pointValue: 0.1, minConvertPoints: 100 };
const reward = (id: number, points: number, patch: Record<string, unknown> = {}) => ({
  id,
  title: `Reward ${id}`,
  description: 'Added to your main wallet once approved.',
  imageUrl: `https://cdn.example/reward-${id}.svg`,
  points,
  stock: null,
  bonusAmount: 50,
  ...patch,
});
const rewards = [
  reward(1, 500),
  reward(2, 1_200, { stock: 0 }),
  reward(3, 8_000, { stock: 5, bonusAmount: null }),
];
function page<Row>(list: Row[]) {
  return { list, pageNum: 1, pageSize: 20, totalPages: 1, totalCount: list.length };
}
const redemption = (
  id: number,
  status: 'IN_PROCESS' | 'APPROVED' | 'REJECTED',
  patch: Record<string, unknown> = {},
) => ({
  id,
  rewardId: 1,
  rewardTitle: 'Reward 1',
  points: 500,
  bonusAmount: 50,
  status,
  rejectReason: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  reviewedAt: null,
  ...patch,
});

let points = 5_000;
beforeAll(() => installDialogs());
beforeAll(makeSessionKey);
beforeEach(() => {
  startupReady(philippines);
  points = 5_000;
  platform.on(CONFIG, config);
  platform.on(REWARDS, rewards);
  platform.on(BALANCE, () => ({ points, totalEarned: points, towardsNextPoint: 12.5 }));
});
afterEach(() => void setLanguage('EN'));

const cardOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('point mall widget', () => {
  it('R2.21 R6.01 a guest sees a skeleton, then the catalogue and the rules, and Redeem asks for the login', async () => {
    let answer: (value: FakeAnswer<typeof REWARDS>) => void = () => {};
    const answered = new Promise<FakeAnswer<typeof REWARDS>>((resolve) => (answer = resolve));
    platform.on(REWARDS, () => answered);
    render(<PointMall />);
    expect(screen.getByRole('status').textContent).toBe('Loading the points mall…');
    answer(rewards);
    expect(await screen.findByRole('heading', { name: 'Reward 1' })).toBeTruthy();
    expect(screen.getByText('Every ₱100.00 of valid bets earns 1 point. Points never expire.')).toBeTruthy();
    expect(screen.getByText('Log in to see your points and redeem rewards.', { exact: false })).toBeTruthy();
    expect(platform.calls(endpoints.pointBalance).length > 0).toBe(false);
    fireEvent.click(within(cardOf('Reward 1')).getByRole('button', { name: 'Redeem Reward 1' }));
    expect($modal.get()?.name).toBe('login');
    // The records are a member's: the tab asks for the login too.
    fireEvent.click(screen.getByRole('tab', { name: 'Redeem history' }));
    expect(screen.getByRole('tab', { name: 'Rewards' }).getAttribute('aria-selected')).toBe('true');
  });

  it('R6.05 a trial player is asked to register before redeeming', async () => {
    signIn(trialMember());
    render(<PointMall />);
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem Reward 1' }));
    expect(await overlay().findByText('Please register an account first')).toBeTruthy();
  });

  it('R7.62 a member redeems in a dialog with the payment password: sent encrypted, points drop once, focus returns', async () => {
    signIn();
    platform.on(REDEEM, async () => {
      points -= 500;
      return { redemption: redemption(9, 'IN_PROCESS'), points };
    });
    render(<PointMall />);
    expect(await screen.findByText('5,000 pts')).toBeTruthy();
    // Out of stock and too dear say so, and cannot be pressed.
    expect(within(cardOf('Reward 2')).getByText('Out of stock')).toBeTruthy();
    expect((within(cardOf('Reward 3')).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(within(cardOf('Reward 3')).getByText('3,000 more points needed')).toBeTruthy();

    const opener = within(cardOf('Reward 1')).getByRole('button', { name: 'Redeem Reward 1' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = within(await overlay().findByRole('dialog', { name: 'Redeem Reward 1' }));
    expect(dialog.getByText('This costs 500 points. You will have 4,500 points left.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Redeem now' }));
    expect(await dialog.findByText('Enter the 6 digits of your payment password.')).toBeTruthy();
    fireEvent.input(dialog.getByLabelText('Payment password (6 digits)'), { target: { value: '135790' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Redeem now' }));
    // Encryption (an RSA key in the test) takes a while on a busy machine.
    expect((await screen.findByText(/Reward 1 redeemed/, {}, { timeout: 8000 })).textContent).toContain(
      'In Process',
    );
    await waitFor(() => expect(overlay().queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('4,500 pts')).toBeTruthy();
    const sent = platform.calls(endpoints.redeemReward);
    expect(sent).toHaveLength(1);
    expect(sealedBody(sent[0])).toMatchObject({ rewardId: 1, paymentPassword: '135790' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('R7.62 a wrong payment password says how many tries are left and keeps the dialog open', async () => {
    signIn();
    platform.fail(REDEEM, 'validation_failed', {
      status: 400,
      message: 'wrong',
      field: 'paymentPassword',
      messageKey: 'payment_password_incorrect',
      triesLeft: 4,
    });
    render(<PointMall />);
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem Reward 1' }));
    const dialog = within(await overlay().findByRole('dialog'));
    fireEvent.input(dialog.getByLabelText('Payment password (6 digits)'), { target: { value: '000000' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Redeem now' }));
    expect((await dialog.findByRole('alert', {}, { timeout: 8000 })).textContent).toContain(
      'The payment password is not correct. 4 tries left.',
    );
  });

  it('R2.102 R3.35 points details show points, amount, type, status, time, remark and balance', async () => {
    signIn();
    platform.on(RECORDS, () =>
      page([
        {
          id: 2,
          points: -500,
          amount: 50,
          type: 'redeem',
          status: 'IN_PROCESS',
          time: '2026-03-01T10:00:00.000Z',
          remark: 'Reward 1',
          balance: 4_500,
        },
        {
          id: 1,
          points: 3,
          amount: 300,
          type: 'earn',
          status: 'APPROVED',
          time: '2026-02-28T10:00:00.000Z',
          remark: '',
          balance: 5_000,
        },
      ]),
    );
    render(<PointMall section="details" />);
    await screen.findByText('Redeemed');
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Redeemed')).toBeTruthy();
    expect(first.getByText('−500', { exact: false })).toBeTruthy();
    for (const label of ['Status', 'Amount', 'Balance', 'Time', 'Remark'])
      expect(first.getByText(label)).toBeTruthy();
    expect(first.getByText('In Process')).toBeTruthy();
    expect(first.getByText('₱50.00')).toBeTruthy();
    expect(first.getByText('4,500')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Earned from bets')).toBeTruthy();
  });

  it('R4.74 redeem history shows In Process, Approved and Rejected, with details on demand', async () => {
    signIn();
    platform.on(HISTORY, () =>
      page([
        redemption(3, 'REJECTED', { rejectReason: 'Out of sizes', reviewedAt: '2026-03-02T10:00:00.000Z' }),
        redemption(2, 'APPROVED'),
        redemption(1, 'IN_PROCESS'),
      ]),
    );
    render(<PointMall section="history" />);
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText('In Process')).toBeTruthy();
    const [toggle] = screen.getAllByRole('button', { name: 'Details' });
    fireEvent.click(toggle as HTMLElement);
    expect(screen.getByText('Reason: Out of sizes')).toBeTruthy();
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
  });

  it('empty catalogue, empty history and a failed load say so, with a retry', async () => {
    signIn();
    let fail = true;
    platform.on(REWARDS, () => (fail ? failure('maintenance', { status: 503, message: 'down' }) : []));
    render(<PointMall />);
    expect((await screen.findByRole('alert')).textContent).toContain('under maintenance');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No rewards right now/)).toBeTruthy();
    platform.on(HISTORY, () => page([]));
    fireEvent.click(screen.getByRole('tab', { name: 'Redeem history' }));
    expect(await screen.findByText('No redemptions yet. Pick a reward to redeem your points.')).toBeTruthy();
  });

  it('R9.30 TY and BN are complete, and the mall reads in Bengali', async () => {
    expectSameMessageKeys(en, ty, 'pointMall TY');
    expectSameMessageKeys(en, bn, 'pointMall BN');
    await setLanguage('BN');
    render(<PointMall />);
    expect(await screen.findByRole('heading', { name: 'পয়েন্ট মল' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'রিডিম ইতিহাস' })).toBeTruthy();
  });
});
