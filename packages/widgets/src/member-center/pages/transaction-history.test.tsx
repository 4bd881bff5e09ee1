import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { platform, queries } from '../../testing/fake-api';
import { resetSdkState, signIn } from '../../testing/sdk-state';
import { movementFixture, pageOf } from '../ui/records-fixtures';
import TransactionHistory from './transaction-history';

const LIST = endpoints.transactionHistory;
const DETAIL = endpoints.transactionDetail;
const props = { params: {}, go: () => undefined };

beforeEach(() => signIn());

describe('transaction history', () => {
  it('lists each movement with its kind, signed amount and balance after', async () => {
    platform.on(
      LIST,
      pageOf([movementFixture(), movementFixture({ id: 32, kind: 'bet', amount: -25, balanceAfter: 1475 })]),
    );
    render(<TransactionHistory {...props} />);
    const [deposit, bet] = await screen.findAllByRole('listitem');
    expect(within(deposit!).getByRole('heading').textContent).toBe('Deposit');
    expect(deposit!.textContent).toContain('+₱500.00');
    expect(bet!.textContent).toContain('-₱25.00');
    expect(bet!.textContent).toContain('₱1,475.00');
  });

  it('R7.29 opens a movement’s ODSFE2_MemTransDet detail in place', async () => {
    platform.on(LIST, pageOf([movementFixture()]));
    platform.on(DETAIL, (query) => ({
      ...movementFixture({ id: Number(query.id) }),
      balanceBefore: 1000,
      details: [{ label: 'Channel', value: 'GCash' }],
    }));
    render(<TransactionHistory {...props} />);
    const toggle = await screen.findByRole('button', { name: 'Details' });
    fireEvent.click(toggle);
    expect(await screen.findByText('GCash')).toBeTruthy();
    expect(screen.getByText('₱1,000.00')).toBeTruthy();
    expect(queries(endpoints.transactionDetail)[0]).toEqual({ id: '31' });
    expect(screen.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('R7.29 names the detail lines and the main wallet in the member’s words, with one reference line', async () => {
    platform.on(LIST, pageOf([movementFixture({ kind: 'transfer', reference: 'MAIN>JILI' })]));
    platform.on(DETAIL, {
      ...movementFixture({ kind: 'transfer', reference: 'MAIN>JILI' }),
      balanceBefore: 1000,
      details: [
        { label: 'wallet', value: 'MAIN' },
        { label: 'from', value: 'MAIN' },
        { label: 'to', value: 'JILI' },
        { label: 'reference', value: 'MAIN>JILI' },
      ],
    });
    render(<TransactionHistory {...props} />);
    const [row] = await screen.findAllByRole('listitem');
    expect(row!.textContent).toContain('Main Wallet');
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    await waitFor(() => expect(document.querySelector('dl.lk-detail')).not.toBeNull());
    const facts = Array.from(document.querySelectorAll('.lk-detail dt')).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Balance before', '₱1,000.00'],
      ['Balance after', '₱1,500.00'],
      ['Reference', 'MAIN>JILI'],
      ['Wallet', 'Main Wallet'],
      ['From', 'Main Wallet'],
      ['To', 'JILI'],
    ]);
  });

  it('R7.29 translates a bet’s lines: game type, stake and win as money, the round’s status', async () => {
    await resetSdkState('BN');
    signIn();
    platform.on(LIST, pageOf([movementFixture({ kind: 'bet', amount: -25 })]));
    platform.on(DETAIL, {
      ...movementFixture({ kind: 'bet', amount: -25, reference: 'R-9' }),
      balanceBefore: 1525,
      details: [
        { label: 'wallet', value: 'MAIN' },
        { label: 'game', value: 'Lucky Spin' },
        { label: 'gameType', value: 'RNG' },
        { label: 'roundId', value: 'R-9' },
        { label: 'stake', value: '25.00' },
        { label: 'status', value: 'settled' },
        { label: 'win', value: '40.50' },
      ],
    });
    render(<TransactionHistory {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'বিস্তারিত' }));
    await screen.findByText('Lucky Spin');
    const facts = Object.fromEntries(
      Array.from(document.querySelectorAll('.lk-detail dt')).map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(facts).toMatchObject({
      ওয়ালেট: 'প্রধান ওয়ালেট',
      খেলা: 'Lucky Spin',
      'খেলার ধরন': 'স্লট',
      রাউন্ড: 'R-9',
      অবস্থা: 'নিষ্পন্ন',
    });
    expect(facts.বাজি).toContain('25.00');
    expect(facts.জয়).toContain('40.50');
    expect(Object.keys(facts)).not.toContain('Status');
  });

  it('filters by kind', async () => {
    platform.on(LIST, pageOf([movementFixture()]));
    render(<TransactionHistory {...props} />);
    await screen.findAllByRole('listitem');
    const kind = screen.getByLabelText('Type') as HTMLSelectElement;
    kind.value = 'bonus';
    fireEvent(kind, new Event('change', { bubbles: true }));
    await waitFor(() => expect(queries(endpoints.transactionHistory).at(-1)?.kind).toBe('bonus'));
  });

  it('says so when nothing moved', async () => {
    platform.on(LIST, pageOf([]));
    render(<TransactionHistory {...props} />);
    expect(await screen.findByText(/No money movements in these days/)).toBeTruthy();
  });
});
