import { $startup } from '@lobbykit/sdk';
import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../../testing/fake-api';
import {
  bankAccountFixture,
  member,
  recordsPage,
  signIn,
  startupReady,
  withdrawalInfoFixture,
} from '../../testing/sdk-state';
import Announcement from './announcement';
import CustomerService from './customer-service';
import AgentDeposit from './deposit';
import PlatformMessages from './platform-messages';
import AgentWithdraw from './withdraw';

const props = { params: {}, go: () => undefined };
const notice = (id: number) => ({
  id,
  type: 'H' as const,
  title: `Notice ${id}`,
  content: `<p>Text ${id}</p>`,
});

beforeEach(() => {
  startupReady();
  signIn(member({ type: 1, account: 'agent01' }), true);
});

describe('customer service', () => {
  it('R2.115 shows the support hours, Monday to Friday, 12:00 to 21:00, and the merchant’s channels', () => {
    const startup = $startup.get();
    if (startup.phase !== 'ready' || !startup.permission) throw new Error('startup');
    $startup.set({
      ...startup,
      permission: {
        ...startup.permission,
        info: {
          ...startup.permission.info,
          customerService: [
            { csType: 'TELEGRAM', path: 'https://t.me/lk_ph_support' },
            { csType: 'LIVECHAT', path: 'https://ph.example/support/chat' },
          ],
        },
      },
    });
    // An opened window: the sdk cuts its opener (a null answer would be a blocked popup, R8.14).
    const open = vi.fn(() => ({ opener: window }));
    vi.stubGlobal('open', open);
    render(<CustomerService {...props} />);
    expect(screen.getByText('Customer service hours: Monday to Friday, 12:00 to 21:00')).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/\(.*\)/, '').trim())).toEqual([
      'Live chat',
      'Telegram',
    ]);
    fireEvent.click(links[0] as HTMLElement);
    expect(open).toHaveBeenCalledWith(
      'https://ph.example/support/chat',
      'lobbykit-customer-service',
      'popup=yes,width=440,height=750',
    );
    expect(open.mock.results[0]?.value.opener).toBeNull();
    vi.unstubAllGlobals();
  });

  it('without channels says whom to ask', () => {
    render(<CustomerService {...props} />);
    expect(screen.getByText(/No contact channel is set up yet/)).toBeTruthy();
  });
});

describe('announcements (agentAnnouncement)', () => {
  it('R4.45 R4.46 lists the signed-in audience’s announcements 9 to a page, the first one open', async () => {
    platform.on(endpoints.announcements, {
      banners: [],
      notices: Array.from({ length: 11 }, (_, index) => notice(index + 1)),
      popups: [],
    });
    render(<Announcement {...props} />);
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Notice 1' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('none: a sentence and Check again', async () => {
    platform.on(endpoints.announcements, { banners: [], notices: [], popups: [] });
    render(<Announcement {...props} />);
    expect(await screen.findByText('There are no announcements right now.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });

  it('a failure shows the error with Try again', async () => {
    platform.fail(endpoints.announcements, 'unknown_error', { status: 500, message: 'x' });
    render(<Announcement {...props} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the member center’s pages in the agent center', () => {
  it('deposit is the member center’s deposit page', async () => {
    platform.on(endpoints.depositChannels, []);
    platform.on(endpoints.depositRecords, {
      list: [],
      pageNum: 1,
      pageSize: 20,
      totalPages: 0,
      totalCount: 0,
    });
    render(<AgentDeposit {...props} />);
    expect(await screen.findByRole('heading', { name: 'Deposit' })).toBeTruthy();
  });

  it('withdraw is the member center’s withdraw page', async () => {
    platform.on(endpoints.withdrawalInfo, withdrawalInfoFixture());
    platform.on(endpoints.withdrawalRecords, recordsPage([]));
    platform.on(endpoints.bankAccounts, [bankAccountFixture()]);
    render(<AgentWithdraw {...props} />);
    expect(await screen.findByRole('heading', { name: 'Withdraw' })).toBeTruthy();
  });

  it('platform messages is the member center’s message center', async () => {
    platform.on(endpoints.messageList, {
      list: [],
      pageNum: 1,
      pageSize: 20,
      totalPages: 0,
      totalCount: 0,
    });
    render(<PlatformMessages {...props} />);
    expect(await screen.findByText(/No messages here/)).toBeTruthy();
  });
});
