import { $modal } from '@lobbykit/sdk';
import {
  $announcementPopupOpen,
  $announcements,
  type AnnouncementsState,
  loadAnnouncements,
} from '@lobbykit/sdk/lobby';
import { fireEvent, render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetRequestedAnnouncements } from '../announcements/use-announcements';
import { Marquee } from './marquee';
import { marqueeCss } from './marquee.css';

vi.mock('@lobbykit/sdk/lobby', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lobbykit/sdk/lobby')>()),
  loadAnnouncements: vi.fn(async () => true),
}));

type Notice = AnnouncementsState['notices'][number];
const notice = (id: number, title: string): Notice => ({ id, type: 'H', title, content: title });

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

beforeEach(() => {
  forgetRequestedAnnouncements();
  vi.mocked(loadAnnouncements).mockClear();
  $announcementPopupOpen.set(false);
});

describe('marquee', () => {
  it('R3.11 R7.49 loads the announcements and scrolls every notice title', () => {
    announce({ notices: [notice(1, 'Welcome bonus'), notice(2, 'Maintenance on Sunday')] });
    render(<Marquee />);
    expect(loadAnnouncements).toHaveBeenCalledTimes(1);
    const region = screen.getByRole('region', { name: 'Latest notices' });
    // The eye-only second copy is hidden from assistive technology and the tab order.
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Welcome bonus', 'Maintenance on Sunday']);
    expect(region.querySelectorAll('[aria-hidden="true"] button[tabindex="-1"]')).toHaveLength(2);
    const track = region.querySelector<HTMLElement>('.lk-marquee__track')!;
    expect(track.style.animationDuration).toMatch(/^\d+s$/);
  });

  it('clicking a notice opens the announcement popup at that notice', () => {
    announce({ notices: [notice(1, 'Welcome bonus'), notice(2, 'Maintenance on Sunday')] });
    render(<Marquee />);
    fireEvent.click(screen.getByRole('button', { name: 'Maintenance on Sunday' }));
    expect($modal.get()).toEqual({ name: 'announcements', props: { noticeId: 2 } });
    expect($announcementPopupOpen.get()).toBe(true);
  });

  it('pauses on hover and focus, and stands still under reduced motion', () => {
    expect(marqueeCss).toMatch(
      /\.lk-marquee:hover \.lk-marquee__track, \.lk-marquee:focus-within \.lk-marquee__track \{ animation-play-state: paused; \}/,
    );
    expect(marqueeCss).toMatch(
      /prefers-reduced-motion: reduce\) \{\s*\.lk-marquee__track \{ animation: none !important/,
    );
  });

  it('shows a skeleton while loading, the error with a retry, and an empty sentence', () => {
    announce({ loading: true, execution: null });
    const { unmount } = render(<Marquee />);
    expect(screen.getByRole('status').textContent).toBe('Loading the announcements…');
    unmount();
    announce({ errorCode: 'timeout' });
    const second = render(<Marquee />);
    expect(screen.getByRole('alert').textContent).toContain('took longer time to load');
    vi.mocked(loadAnnouncements).mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(loadAnnouncements).toHaveBeenCalledTimes(1);
    second.unmount();
    announce({});
    render(<Marquee />);
    expect(screen.getByText(/No announcements right now/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See promotions' })).toBeTruthy();
  });
});
