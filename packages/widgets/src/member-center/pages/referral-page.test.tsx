import { setLanguage } from '@lobbykit/sdk';
import { endpoints, failure } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { platform, queries } from '../../testing/fake-api';
import { recordsPage, signIn, startupReady } from '../../testing/sdk-state';
import { MemberCenter } from '../member-center';
import ReferralPage from './referral-page';

const INFO = endpoints.referralInfo;
const LIST = endpoints.referralList;
const props = { params: {}, go: () => undefined };
const slow = { timeout: 8000 };

const friends = [
  { account: 'fr***02', registeredAt: '2026-01-15T09:30:00.000Z' },
  { account: 'fr***01', registeredAt: '2026-01-12T08:00:00.000Z' },
];

beforeEach(() => {
  signIn();
  platform.on(INFO, { enabled: true, code: 'DEMO01REF', referredCount: 2 });
  platform.on(LIST, recordsPage(friends));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('EN');
});

describe('referral page', () => {
  it('R2.60 shows the code, the register link carrying it, a QR code of it and the referred friends', async () => {
    render(<ReferralPage {...props} />);
    const link = (await screen.findByLabelText('Your referral link', {}, slow)) as HTMLInputElement;
    expect(link.value).toBe(`${location.origin}/register?referralCode=DEMO01REF`);
    expect(link.readOnly).toBe(true);
    expect(screen.getByText('DEMO01REF')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'QR code of your referral link' })).toBeTruthy();
    expect(await screen.findByText('fr***02')).toBeTruthy();
    expect(screen.getByText('fr***01')).toBeTruthy();
    expect(screen.getAllByText('Registered')).toHaveLength(2);
  });

  it('Copy link puts the link on the clipboard and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<ReferralPage {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }, slow));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/register?referralCode=DEMO01REF`);
  });

  it('a refused clipboard says to copy by hand', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('no')) },
    });
    render(<ReferralPage {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }, slow));
    expect(await screen.findByText(/Select the link and copy it yourself/)).toBeTruthy();
  });

  it('pages through the friends, 20 to a page', async () => {
    platform.on(LIST, (query) => ({
      ...recordsPage(friends),
      pageNum: Number(query.pageNo ?? 1),
      totalPages: 2,
      totalCount: 22,
    }));
    render(<ReferralPage {...props} />);
    const next = await screen.findByRole('button', { name: 'Next page' }, slow);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(next);
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(queries(endpoints.referralList).map((query) => query.pageNo)).toEqual(['1', '2']);
  });

  it('says no friend registered yet when the list is empty', async () => {
    platform.on(LIST, recordsPage([]));
    render(<ReferralPage {...props} />);
    expect(await screen.findByText(/No friends have registered with your link yet/, {}, slow)).toBeTruthy();
  });

  it('R2.60 with referral off it says so and shows no link', async () => {
    platform.on(INFO, { enabled: false, code: null, referredCount: 0 });
    render(<ReferralPage {...props} />);
    expect(await screen.findByText('Inviting friends is not available on this site.', {}, slow)).toBeTruthy();
    expect(screen.queryByLabelText('Your referral link')).toBeNull();
    expect(platform.calls(endpoints.referralList).length > 0).toBe(false);
  });

  it('shows the failure with Try again, which asks again', async () => {
    let fail = true;
    platform.on(INFO, () =>
      fail
        ? failure('server_error', { status: 500, message: 'x' })
        : { enabled: true, code: 'DEMO01REF', referredCount: 2 },
    );
    render(<ReferralPage {...props} />);
    const retry = await screen.findByRole('button', { name: 'Try again' }, slow);
    fail = false;
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findByLabelText('Your referral link')).toBeTruthy();
  });

  it('R2.60 a load that fails on the network is told in words, never a raw message key', async () => {
    platform.on(INFO, () => {
      throw new TypeError('Failed to fetch');
    });
    render(<ReferralPage {...props} />);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toContain('Network link is abnormal, please try again');
    expect(alert.textContent).not.toMatch(/(memberRecords|referral|error)\.[A-Za-z]/);
  });

  it('R2.60 the friends list failing says so in words with Try again, the link still shown', async () => {
    platform.on(LIST, () => new Response(JSON.stringify({ success: true, value: { nonsense: true } })));
    render(<ReferralPage {...props} />);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toContain('The server sent an unexpected answer. Please try again.');
    expect(alert.textContent).not.toMatch(/(memberRecords|referral|error)\.[A-Za-z]/);
    expect(screen.getByLabelText('Your referral link')).toBeTruthy();
    platform.on(LIST, recordsPage(friends));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('fr***02')).toBeTruthy();
  });

  it('R9.30 reads in Bengali', async () => {
    await setLanguage('BN');
    render(<ReferralPage {...props} />);
    expect(await screen.findByRole('button', { name: 'লিংক কপি করুন' }, slow)).toBeTruthy();
  });

  it('R2.100 /member?page=referral opens the referral page, not the security center', async () => {
    startupReady();
    platform.on(endpoints.unreadCount, { messages: 0, rewards: 0, missions: 0 });
    render(<MemberCenter page="referral" />);
    expect(await screen.findByRole('heading', { name: 'Referral' }, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Referral' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('heading', { name: 'Security center' })).toBeNull();
  });
});
