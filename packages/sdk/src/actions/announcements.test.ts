import { ErrorCode, login } from '@lobbykit/api-client';
import { announcements } from '@lobbykit/api-client/lobby';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $announcementPopupOpen,
  $announcements,
  $homeBanners,
  $leftMenuBanners,
  $notices,
} from '../stores/announcements';
import { $session } from '../stores/session';
import { type FakeRequest, type Harness, loginAnswer, setUpRuntime } from '../testing/fake-platform';
import { recordEvents, signIn } from '../testing/lobby-fixtures';
import {
  ANNOUNCEMENTS_PER_PAGE,
  closeAnnouncementPopup,
  isPopupClosed,
  loadAnnouncements,
  pageOf,
  prefetchAnnouncements,
} from './announcements';

const banner = (id: number, groupName: 'w_home' | 'w_leftmenu') => ({
  id,
  groupName,
  title: `Banner ${id}`,
  url: `http://api.test/static/banners/${id}.svg`,
  linkageType: 'ROUTE' as const,
  linkTarget: '/promotions',
});
const popup = (id: number, execution: 'A' | 'B' | 'F') => ({
  id,
  type: 'PU' as const,
  execution,
  title: `Popup ${id}`,
  content: '<p>Hello <b>player</b></p>',
  promotionType: null,
});

let harness: Harness;
let asked: FakeRequest[];

function answerFor(execution: string | null) {
  return {
    banners: [banner(1, 'w_home'), banner(2, 'w_home'), banner(3, 'w_leftmenu')],
    notices: [{ id: 9, type: 'H' as const, title: 'Welcome', content: 'Welcome to LobbyKit' }],
    popups: execution ? [popup(execution === 'B' ? 20 : execution === 'A' ? 21 : 22, execution as 'A')] : [],
  };
}

beforeEach(() => {
  harness = setUpRuntime();
  recordEvents();
  asked = [];
  $announcementPopupOpen.set(false);
  harness.platform.on(announcements, (_input, request) => {
    asked.push(request);
    return answerFor(request.query.get('execution'));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('loadAnnouncements', () => {
  it('R7.48 R7.49 R9.02 asks types B,PL,PU,PR,H on platform W with execution B for a visitor', async () => {
    expect(await loadAnnouncements()).toBe(true);
    expect(Object.fromEntries(asked[0]?.query ?? [])).toEqual({
      types: 'B,PL,PU,PR,H',
      platform: 'W',
      execution: 'B',
      language: 'EN',
    });
  });

  it('R4.40 shows the anonymous popups to a visitor', async () => {
    await loadAnnouncements();
    expect($announcements.get().popups.map((entry) => entry.id)).toEqual([20]);
    expect($announcementPopupOpen.get()).toBe(true);
  });

  it('R4.39 asks execution A for a signed-in player', async () => {
    await signIn(harness);
    await loadAnnouncements();
    expect(asked[0]?.query.get('execution')).toBe('A');
    expect($announcements.get().popups.map((entry) => entry.id)).toEqual([21]);
  });

  it('R4.41 R4.06 asks execution F right after a first login', async () => {
    harness.platform.on(login, loginAnswer({ firstTimeLogin: true }));
    await signIn(harness);
    await loadAnnouncements();
    expect(asked[0]?.query.get('execution')).toBe('F');
  });

  it('R3.09 R2.67 splits the banners by group: w_home for the carousel, w_leftmenu for the side menu', async () => {
    await loadAnnouncements();
    expect($homeBanners.get().map((entry) => entry.id)).toEqual([1, 2]);
    expect($leftMenuBanners.get().map((entry) => entry.id)).toEqual([3]);
    expect($homeBanners.get()[0]).toMatchObject({ linkageType: 'ROUTE', linkTarget: '/promotions' });
  });

  it('R3.11 keeps the marquee notices with id and title', async () => {
    await loadAnnouncements();
    expect($notices.get()).toEqual([{ id: 9, type: 'H', title: 'Welcome', content: 'Welcome to LobbyKit' }]);
  });

  it('R3.10 keeps popup HTML as sent: the widget sanitises it where it shows it', async () => {
    await loadAnnouncements();
    expect($announcements.get().popups[0]).toMatchObject({
      execution: 'B',
      content: '<p>Hello <b>player</b></p>',
    });
  });

  it('R4.37 keeps a failure for the widget and opens no popup', async () => {
    harness.platform.fail(announcements, ErrorCode.maintenance);
    expect(await loadAnnouncements()).toBe(false);
    expect($announcements.get()).toMatchObject({ loading: false, errorCode: 'maintenance' });
    expect($announcementPopupOpen.get()).toBe(false);
  });
});

describe('prefetchAnnouncements', () => {
  it('asks once ahead; the next load for the same audience takes that answer instead of asking again', async () => {
    const early = prefetchAnnouncements();
    prefetchAnnouncements();
    expect((await early).banners.map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(await loadAnnouncements()).toBe(true);
    expect(asked).toHaveLength(1);
    expect($homeBanners.get().map((entry) => entry.id)).toEqual([1, 2]);
    expect($announcementPopupOpen.get()).toBe(true);
    // Taken once: a later load asks again.
    await loadAnnouncements();
    expect(asked).toHaveLength(2);
  });

  it('R4.39 an answer asked for a visitor is not taken once the player has signed in', async () => {
    await prefetchAnnouncements();
    await signIn(harness);
    await loadAnnouncements();
    expect(asked.map((request) => request.query.get('execution'))).toEqual(['B', 'A']);
    expect($announcements.get().popups.map((entry) => entry.id)).toEqual([21]);
  });

  it('a failed answer asked ahead is asked again by the load, and never rejects unhandled', async () => {
    harness.platform.fail(announcements, ErrorCode.maintenance);
    await expect(prefetchAnnouncements()).rejects.toThrow();
    harness.platform.on(announcements, (_input, request) => {
      asked.push(request);
      return answerFor(request.query.get('execution'));
    });
    expect(await loadAnnouncements()).toBe(true);
    expect(asked).toHaveLength(1);
  });
});

describe('the popup closed flags', () => {
  it('R4.37 R9.27 a closed popup stays closed for the rest of the session', async () => {
    await loadAnnouncements();
    closeAnnouncementPopup();
    expect($announcementPopupOpen.get()).toBe(false);
    expect(harness.session.getItem('popupClosedGuest')).toBe('true');
    await loadAnnouncements();
    expect($announcementPopupOpen.get()).toBe(false);
  });

  it('R4.37 a popup never closed shows again on the next load', async () => {
    await loadAnnouncements();
    $announcementPopupOpen.set(false);
    await loadAnnouncements();
    expect($announcementPopupOpen.get()).toBe(true);
  });

  it('R4.38 closing as a visitor does not close the signed-in popup, and back', async () => {
    await loadAnnouncements();
    closeAnnouncementPopup();
    await signIn(harness);
    expect(isPopupClosed()).toBe(false);
    await loadAnnouncements();
    expect($announcementPopupOpen.get()).toBe(true);
    closeAnnouncementPopup();
    expect(harness.session.getItem('popupClosedLogin')).toBe('true');
    $session.setKey('isLogin', false);
    expect(isPopupClosed()).toBe(true);
    expect(isPopupClosed('A')).toBe(true);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 20 }, (_, i) => i + 1);

  it('R4.45 R9.01 pages announcements 9 to a page', () => {
    expect(ANNOUNCEMENTS_PER_PAGE).toBe(9);
    expect(pageOf(items, 1)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, totalPages: 3 });
    expect(pageOf(items, 3)).toEqual({ items: [19, 20], page: 3, totalPages: 3 });
  });

  it('R4.45 clamps a page out of range and has one empty page for no entries', () => {
    expect(pageOf(items, 7).page).toBe(3);
    expect(pageOf(items, 0).page).toBe(1);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, totalPages: 1 });
  });
});
