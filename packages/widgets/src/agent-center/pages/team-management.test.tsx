import { $wallet } from '@lobbykit/sdk';
import { $agentSettings } from '@lobbykit/sdk/agent';
import { endpoints, failure } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSessionKey, platform, sealedBody } from '../../testing/fake-api';
import { member, signIn, startupReady } from '../../testing/sdk-state';
import { agentSettingsFixture } from '../agent-center-fixtures';
import TeamManagement from './team-management';
import { contractFixture, teamMembersFixture } from './ui/agent-pages-fixtures';

const typeInto = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const rowOf = (account: string) =>
  screen
    .getAllByRole('listitem')
    .find((item) => within(item).getByRole('heading').textContent?.includes(`${account}`)) as HTMLElement;

beforeAll(makeSessionKey);
beforeEach(() => {
  startupReady();
  signIn(member({ type: 1, account: 'agent01' }), true);
  $wallet.set({ ...$wallet.get(), balance: 5000, currency: 'TLB' });
  $agentSettings.set({ status: 'ready', settings: agentSettingsFixture() });
  platform.on(endpoints.teamMembers, teamMembersFixture());
  platform.on(endpoints.walletBalance, { balance: 4900, currency: 'TLB', currencySymbol: '₱' });
});

describe('team management (downlineManagmentView)', () => {
  it('lists the subtree; only direct downlines can be sent money or offered a contract', async () => {
    render(<TeamManagement params={{}} go={() => undefined} />);
    await screen.findAllByRole('listitem');
    expect(within(rowOf('player01')).getByRole('button', { name: 'Transfer' })).toBeTruthy();
    expect(within(rowOf('player11')).queryByRole('button', { name: 'Transfer' })).toBeNull();
    expect(rowOf('player11').textContent).toContain('Level 2');
    expect(rowOf('player02').textContent).toContain('Never');
  });

  it('searches by the start of an account and says when nobody matches', async () => {
    platform.on(endpoints.teamMembers, (query) => teamMembersFixture(query.account === 'zz'));
    render(<TeamManagement params={{}} go={() => undefined} />);
    await screen.findAllByRole('listitem');
    typeInto('Search by account', 'zz');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No team member’s account starts with “zz”.')).toBeTruthy();
  });

  it('opens a member’s betting in team betting', async () => {
    const go = vi.fn();
    render(<TeamManagement params={{}} go={go} />);
    await screen.findAllByRole('listitem');
    fireEvent.click(within(rowOf('player11')).getByRole('button', { name: 'Betting' }));
    expect(go).toHaveBeenCalledWith('personalHistoryCopy', { account: 'player11' });
  });

  it('R6.16 transfers with the payment password, encrypted; a retry after a lost answer keeps the requestId', async () => {
    let answers = 0;
    platform.on(endpoints.downlineTransfer, () => {
      answers += 1;
      return answers === 1
        ? failure('network_error', { status: 503, message: 'lost' })
        : { balance: 4900, account: 'player01', amount: 100 };
    });
    render(<TeamManagement params={{}} go={() => undefined} />);
    await screen.findAllByRole('listitem');
    fireEvent.click(within(rowOf('player01')).getByRole('button', { name: 'Transfer' }));
    await screen.findByRole('form', { name: 'Transfer to player01' }, { timeout: 5000 }); // the form's chunk
    const form = screen.getByRole('form', { name: 'Transfer to player01' });
    typeInto('Amount', '100');
    typeInto('Payment password', '246810');
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0), { timeout: 8000 });
    typeInto('Payment password', '246810');
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('₱100.00 was sent to player01.', {}, { timeout: 8000 })).toBeTruthy();
    const [first, second] = platform.calls(endpoints.downlineTransfer).map(sealedBody);
    expect(first).toMatchObject({ account: 'player01', amount: 100, paymentPassword: '246810' });
    expect(second?.requestId).toBe(first?.requestId);
  }, 20_000);

  it('a payment password that is not 6 digits is refused before anything is sent', async () => {
    render(<TeamManagement params={{}} go={() => undefined} />);
    await screen.findAllByRole('listitem');
    fireEvent.click(within(rowOf('player01')).getByRole('button', { name: 'Transfer' }));
    await screen.findByRole('form', { name: 'Transfer to player01' }, { timeout: 5000 }); // the form's chunk
    typeInto('Amount', '10');
    typeInto('Payment password', '12');
    const form = screen.getByRole('form', { name: 'Transfer to player01' });
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(screen.getByText('A payment password is 6 digits.')).toBeTruthy());
    expect(platform.calls(endpoints.downlineTransfer)).toHaveLength(0);
  });
});

describe('offer a contract', () => {
  it('R3.36 R6.14 refuses a rate above the agent’s own before sending', async () => {
    render(<TeamManagement params={{}} go={() => undefined} />);
    await screen.findAllByRole('listitem');
    fireEvent.click(within(rowOf('sub01')).getByRole('button', { name: 'Offer contract' }));
    await screen.findByRole('form', { name: 'Offer a contract to sub01' }, { timeout: 5000 }); // the form's chunk
    typeInto('Rate (%)', '45');
    const form = screen.getByRole('form', { name: 'Offer a contract to sub01' });
    fireEvent.click(within(form).getByRole('button', { name: 'Offer contract' }));
    expect(await screen.findByText('The rate cannot be above your own rate of 30 %.')).toBeTruthy();
    expect(platform.calls(endpoints.processDividend)).toHaveLength(0);
  });

  it('R4.81 R7.57 a rate below the downline’s own contracts names them, and offers only when the agent agrees', async () => {
    const lower = contractFixture({ contractId: 77, upline: 'sub01', downline: 'player11', rate: 1.4 });
    platform.on(endpoints.processDailySalary, (input) =>
      (input as { agreeToTerminate?: boolean }).agreeToTerminate
        ? { contract: contractFixture({ status: 'offered' }), terminated: [] }
        : failure('contract_lowers_downline', { status: 409, message: 'lower', contracts: [lower] }),
    );
    render(<TeamManagement params={{}} go={() => undefined} />);
    await screen.findAllByRole('listitem');
    fireEvent.click(within(rowOf('sub01')).getByRole('button', { name: 'Offer contract' }));
    await screen.findByRole('form', { name: 'Offer a contract to sub01' }, { timeout: 5000 }); // the form's chunk
    const kind = screen.getByLabelText('Contract') as HTMLSelectElement;
    kind.value = 'dailyWage';
    kind.dispatchEvent(new Event('change', { bubbles: true }));
    typeInto('Rate (%)', '1.2');
    typeInto('Active members per period', '3');
    typeInto('Valid bet per period', '5000');
    const form = screen.getByRole('form', { name: 'Offer a contract to sub01' });
    fireEvent.click(within(form).getByRole('button', { name: 'Offer contract' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('player11: 1.4 %');
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep them' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(platform.calls(endpoints.processDailySalary)).toHaveLength(1);
    fireEvent.click(within(form).getByRole('button', { name: 'Offer contract' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Offer and end them' }),
    );
    expect(await screen.findByText(/The contract is offered to sub01/)).toBeTruthy();
    expect(platform.calls(endpoints.processDailySalary)[2]?.body).toMatchObject({
      action: 'offer',
      account: 'sub01',
      rate: 1.2,
      activeMembers: 3,
      periodValidBet: 5000,
      periodProfitLoss: 0,
      agreeToTerminate: true,
    });
  });

  it('without any contract kind to offer, says why', async () => {
    $agentSettings.set({
      status: 'ready',
      settings: agentSettingsFixture({
        ownRates: { dividend: null, dailyWage: null, hourlySalary: null, realtimeSalary: null },
      }),
    });
    render(<TeamManagement params={{}} go={() => undefined} />);
    await screen.findAllByRole('listitem');
    fireEvent.click(within(rowOf('sub01')).getByRole('button', { name: 'Offer contract' }));
    expect(await screen.findByText(/There is no contract you can offer/, {}, { timeout: 5000 })).toBeTruthy();
  });
});
