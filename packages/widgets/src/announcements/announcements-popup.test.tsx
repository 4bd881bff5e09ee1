// @vitest-environment jsdom
// DOMPurify sanitises only under jsdom (STACK.md), and the popup shows announcement HTML.
import { $modal, closeModal, openModal } from '@lobbykit/sdk';
import {
  $announcementPopupOpen,
  $announcements,
  type AnnouncementsState,
  isPopupClosed,
  loadAnnouncements,
} from '@lobbykit/sdk/lobby';
import { fireEvent, render, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { overlay } from '../testing/overlay';
import { AnnouncementsPopup } from './announcements-popup';
import { installAnnouncementPopup } from './show-announcements';
import { forgetRequestedAnnouncements } from './use-announcements';

vi.mock('@lobbykit/sdk/lobby', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lobbykit/sdk/lobby')>()),
  loadAnnouncements: vi.fn(async () => true),
}));

type Notice = AnnouncementsState['notices'][number];
type Popup = AnnouncementsState['popups'][number];

const notice = (id: number, content = `Notice text ${id}`): Notice => ({
  id,
  type: 'H',
  title: `Notice ${id}`,
  content,
});
const popup = (id: number, content: string): Popup => ({
  id,
  type: 'PU',
  execution: 'B',
  title: `Popup ${id}`,
  content,
  promotionType: null,
});

function announce(state: Partial<AnnouncementsState>) {
  $announcements.set({
    banners: [],
    notices: [],
    popups: [],
    execution: 'B',
    loading: false,
    errorCode: null,
    ...state,
  });
}

const titles = () =>
  overlay()
    .queryAllByRole('button', { expanded: true })
    .concat(overlay().queryAllByRole('button', { expanded: false }));
const titleButton = (name: string) => overlay().getByRole('button', { name });

beforeEach(() => {
  forgetRequestedAnnouncements();
  vi.mocked(loadAnnouncements).mockClear();
  $announcementPopupOpen.set(false);
});

describe('announcement popup', () => {
  it('R4.45 R9.01 shows 9 announcements a page, popups first, and pages through the rest', async () => {
    announce({
      popups: [popup(100, '<p>Welcome</p>')],
      notices: Array.from({ length: 11 }, (_, i) => notice(i + 1)),
    });
    render(<AnnouncementsPopup />);
    await overlay().findByRole('dialog', { name: 'Announcements' });
    expect(overlay().getAllByRole('listitem')).toHaveLength(9);
    expect(overlay().getAllByRole('heading', { level: 3 })[0]!.textContent).toBe('Popup 100');
    expect(overlay().getByText('Page 1 of 2')).toBeTruthy();
    expect((titleButton('Previous page') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(titleButton('Next page'));
    expect(overlay().getAllByRole('listitem')).toHaveLength(3);
    expect(overlay().getByText('Page 2 of 2')).toBeTruthy();
    expect(titles()).toHaveLength(3);
  });

  it('R4.46 clicking a title expands or collapses it; the first starts open', async () => {
    announce({ notices: [notice(1), notice(2)] });
    render(<AnnouncementsPopup />);
    await overlay().findByRole('dialog');
    expect(titleButton('Notice 1').getAttribute('aria-expanded')).toBe('true');
    expect(titleButton('Notice 2').getAttribute('aria-expanded')).toBe('false');
    await overlay().findByText('Notice text 1');
    fireEvent.click(titleButton('Notice 1'));
    expect(titleButton('Notice 1').getAttribute('aria-expanded')).toBe('false');
    expect(overlay().queryByText('Notice text 1')).toBeNull();
    fireEvent.click(titleButton('Notice 2'));
    expect(titleButton('Notice 2').getAttribute('aria-expanded')).toBe('true');
    expect(await overlay().findByText('Notice text 2')).toBeTruthy();
  });

  it('renders operator HTML inert: no <img onerror>, no <script>, the formatting kept', async () => {
    announce({
      popups: [
        popup(7, '<p><strong>Big</strong> news</p><img src=x onerror=alert(1)><script>alert(2)</script>'),
      ],
    });
    render(<AnnouncementsPopup />);
    const strong = await overlay().findByText('Big');
    const content = strong.closest('.lk-announcement__content')!;
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(content.querySelector('script')).toBeNull();
    expect(content.innerHTML).not.toMatch(/onerror|alert/);
  });

  it('opens at the notice the marquee asked for, on its page', async () => {
    announce({ notices: Array.from({ length: 12 }, (_, i) => notice(i + 1)) });
    render(<AnnouncementsPopup noticeId={11} />);
    await overlay().findByRole('dialog');
    expect(overlay().getByText('Page 2 of 2')).toBeTruthy();
    expect(titleButton('Notice 11').getAttribute('aria-expanded')).toBe('true');
    expect(titleButton('Notice 10').getAttribute('aria-expanded')).toBe('false');
  });

  it('R4.37 R4.38 closing sets the closed flag of this audience only and closes the modal', async () => {
    announce({ notices: [notice(1)], execution: 'B' });
    openModal('announcements');
    $announcementPopupOpen.set(true);
    render(<AnnouncementsPopup />);
    await overlay().findByRole('dialog');
    fireEvent.click(overlay().getByRole('button', { name: 'Close' }));
    expect(isPopupClosed('B')).toBe(true);
    expect(isPopupClosed('A')).toBe(false);
    expect($announcementPopupOpen.get()).toBe(false);
    expect($modal.get()).toBeNull();
  });

  it('R4.37 the sdk opening the popup shows it through the modal outlet once the page is idle, never over another modal', async () => {
    const uninstall = installAnnouncementPopup();
    $announcementPopupOpen.set(true);
    expect($modal.get()).toBeNull();
    await vi.waitFor(() => expect($modal.get()?.name).toBe('announcements'));
    $announcementPopupOpen.set(false);
    expect($modal.get()).toBeNull();
    openModal('login');
    $announcementPopupOpen.set(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($modal.get()?.name).toBe('login');
    closeModal('login');
    // A login opened while the popup waited for an idle moment keeps the screen.
    $announcementPopupOpen.set(false);
    $announcementPopupOpen.set(true);
    openModal('login');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($modal.get()?.name).toBe('login');
    closeModal('login');
    uninstall();
  });

  it('installing it does not close a popup the player opened already', () => {
    openModal('announcements', { noticeId: 3 });
    const uninstall = installAnnouncementPopup();
    expect($modal.get()).toEqual({ name: 'announcements', props: { noticeId: 3 } });
    uninstall();
  });

  it('shows skeleton rows while loading, the error with a retry, and an empty sentence with promotions', async () => {
    announce({ loading: true, execution: null });
    const { unmount } = render(<AnnouncementsPopup />);
    expect((await overlay().findByRole('status')).textContent).toBe('Loading the announcements…');
    unmount();
    announce({ errorCode: 'network_error' });
    const second = render(<AnnouncementsPopup />);
    expect((await overlay().findByRole('alert')).textContent).toContain('Network link is abnormal');
    vi.mocked(loadAnnouncements).mockClear();
    fireEvent.click(overlay().getByRole('button', { name: 'Try again' }));
    expect(loadAnnouncements).toHaveBeenCalledTimes(1);
    second.unmount();
    announce({});
    render(<AnnouncementsPopup />);
    await waitFor(() => expect(overlay().getByText(/No announcements right now/)).toBeTruthy());
    expect(overlay().getByRole('button', { name: 'See promotions' })).toBeTruthy();
  });
});
