import { $announcements, $menus, $sideMenuVisible, type Banner } from '@lobbykit/sdk/lobby';
import { render, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { philippines, startupReady } from '../testing/sdk-state';
import { SideMenu } from './side-menu';

// A file of its own: the extras chunk is not loaded yet here (another file's tests load it).
const banner = (id: number): Banner => ({
  id,
  groupName: 'w_leftmenu',
  title: `Banner ${id}`,
  url: `/cdn/images/banners/b${id}.svg`,
  linkageType: 'ROUTE',
  linkTarget: '/rng',
});

function showBanners(banners: Banner[]) {
  $announcements.set({ banners, notices: [], popups: [], execution: 'B', loading: false, errorCode: null });
}

beforeEach(() => {
  startupReady(philippines, { REFERRAL: true });
  $sideMenuVisible.set(null);
  $menus.set([]);
});

describe('side menu banners', () => {
  it('R2.59 holds the banners’ room (3:1, with the dots’ row for several) until their chunk draws them: the entries below do not drop', async () => {
    showBanners([banner(1), banner(2)]);
    const { container } = render(<SideMenu layout="column" />);
    const room = container.querySelector('.lk-side__room');
    expect((room as HTMLElement | null)?.style.marginBottom).toBe('34px');
    // The room comes before the entries, as the banners will.
    const first = container.querySelector('.lk-side__nav')?.firstElementChild;
    expect(first).toBe(room);
    await waitFor(() => expect(container.querySelector('.lk-side__room')).toBeNull());
    expect(container.querySelector('.lk-side__banners')).not.toBeNull();
  });
});
