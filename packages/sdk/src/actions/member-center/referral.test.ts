import { ApiError, ErrorCode } from '@lobbykit/api-client';
import { referralInfo, referralList } from '@lobbykit/api-client/member-center';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../../client/configure';
import { resetSessionState } from '../../stores/session';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { signIn } from '../../testing/lobby-fixtures';
import { copyText, loadReferral, loadReferredFriends, referralLink } from './referral';

let harness: Harness;
beforeEach(() => {
  resetSessionState();
  harness = setUpRuntime();
});
afterEach(() => vi.unstubAllGlobals());

describe('referral', () => {
  it("R2.60 the member's link is the player site's /register carrying the code", async () => {
    configure({
      apiBase: 'http://api.test',
      fetch: harness.platform.fetch,
      siteBase: 'https://play.example.com',
    });
    harness.platform.on(referralInfo, { enabled: true, code: 'DEMO01REF', referredCount: 1 });
    await signIn(harness);
    expect(await loadReferral()).toEqual({
      enabled: true,
      code: 'DEMO01REF',
      link: 'https://play.example.com/register?referralCode=DEMO01REF',
      referredCount: 1,
    });
  });

  it('R2.60 with referral off there is no link', async () => {
    harness.platform.on(referralInfo, { enabled: false, code: null, referredCount: 0 });
    await signIn(harness);
    expect(await loadReferral()).toMatchObject({ enabled: false, code: null, link: null });
  });

  it('a code with characters a URL reserves is encoded in the link', () => {
    configure({
      apiBase: 'http://api.test',
      fetch: harness.platform.fetch,
      siteBase: 'https://play.example.com/',
    });
    expect(referralLink('A B&C')).toBe('https://play.example.com/register?referralCode=A+B%26C');
  });

  it('lists a page of referred friends, 20 to a page', async () => {
    harness.platform.on(referralList, {
      list: [{ account: 'fr***01', registeredAt: '2026-01-12T08:00:00.000Z' }],
      pageNum: 2,
      pageSize: 20,
      totalPages: 2,
      totalCount: 21,
    });
    await signIn(harness);
    expect((await loadReferredFriends(2)).list[0]?.account).toBe('fr***01');
    const call = harness.platform.calls(referralList)[0];
    expect(call?.query.get('pageNo')).toBe('2');
    expect(call?.query.get('pageSize')).toBe('20');
  });

  it('R6.05 a guest is refused before any request', async () => {
    await expect(loadReferral()).rejects.toMatchObject({ errorCode: ErrorCode.notLoggedIn });
    await expect(loadReferredFriends()).rejects.toBeInstanceOf(ApiError);
    expect(harness.platform.requests).toHaveLength(0);
  });

  it('copies through the clipboard, and says false when the browser refuses', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('https://x.example/register?referralCode=A')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x.example/register?referralCode=A');
    writeText.mockRejectedValueOnce(new Error('denied'));
    expect(await copyText('x')).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(await copyText('x')).toBe(false);
  });
});
