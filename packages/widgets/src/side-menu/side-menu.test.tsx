import { $modal, $startup, type Permission } from '@lobbykit/sdk';
import { $menus, $sideMenuVisible, type GameMenus } from '@lobbykit/sdk/lobby';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { philippines, signIn, signOut, startupReady, vendorFixture } from '../testing/sdk-state';
import { SideMenu } from './side-menu';

const resources: Permission['info']['resources'] = {
  APP_DOWNLOAD: [
    { labelNameEn: 'IOS', url: 'https://ph.example/app/ios' },
    { labelNameEn: 'MOBILECONFIG', url: 'https://ph.example/app/mobileconfig' },
    { labelNameEn: 'Android', url: 'https://ph.example/app/android.apk' },
  ],
  SERVICE_LINK: [
    { labelNameEn: 'LIVECHAT', url: 'https://ph.example/chat' },
    { labelNameEn: 'TELEGRAM', url: 'https://t.me/ph' },
    { labelNameEn: 'FACEBOOK', url: 'https://facebook.com/ph' },
    { labelNameEn: 'WHATSAPP', url: 'https://ph.example/wa' },
    { labelNameEn: 'VIBER', url: 'https://ph.example/viber' },
  ],
  SOCIAL: [{ labelNameEn: 'TIKTOK', url: 'https://tiktok.com/@ph' }],
};

function ready(menu: Record<string, boolean> = { REFERRAL: true }) {
  startupReady(philippines, menu);
  const state = $startup.get();
  if (state.phase !== 'ready' || !state.permission) return;
  $startup.set({
    ...state,
    permission: {
      ...state.permission,
      info: {
        ...state.permission.info,
        resources,
        customerService: [{ csType: 'LIVECHAT', path: 'https://ph.example/chat' }],
      },
    },
  });
}

const menus: GameMenus = [
  { gameCategory: 'LIVE', vendors: [vendorFixture('AG', 'LIVE'), vendorFixture('EA', 'LIVE')] },
  { gameCategory: 'RNG', vendors: [vendorFixture('PG', 'RNG'), vendorFixture('JL', 'RNG')] },
  { gameCategory: 'BINGO', vendors: [vendorFixture('JL', 'BINGO'), vendorFixture('BGS', 'BINGO')] },
];

beforeEach(() => {
  $sideMenuVisible.set(null);
  $menus.set(menus);
});

describe('side menu', () => {
  it('R2.59 R2.60 lists its entries in order in a labelled navigation', async () => {
    ready();
    render(<SideMenu layout="column" />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    // The language select, links and banners come with a chunk of their own, just after the entries.
    await within(nav).findByText('Language');
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names[0]).toContain('Invite friends');
    expect(names).toEqual(expect.arrayContaining(['Promotions', 'Home', 'Point mall', 'Help center']));
    expect(within(nav).getByRole('button', { name: 'Slots' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: /Customer service/ })).toBeTruthy();
    expect(within(nav).getByText('Language')).toBeTruthy();
  });

  it('R2.60 leaves invite friends out when referral is off', () => {
    ready({ REFERRAL: false });
    render(<SideMenu layout="column" />);
    expect(screen.queryByRole('link', { name: /Invite friends/ })).toBeNull();
  });

  it('R2.61 shows an app’s QR code as SVG only once its platform is chosen', async () => {
    ready();
    render(<SideMenu layout="column" />);
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'iOS profile' }));
    const code = await screen.findByRole('img', { name: 'QR code to download the iOS profile app' });
    await waitFor(() =>
      expect(
        code.getAttribute('src') ?? screen.getByRole('img', { name: /QR code/ }).getAttribute('src'),
      ).toMatch(/^data:image\/svg\+xml,/),
    );
    expect(screen.getByRole('link', { name: /Download for iOS profile/ }).getAttribute('href')).toBe(
      'https://ph.example/app/mobileconfig',
    );
  });

  it('R2.62 lists the service links LIVECHAT, TELEGRAM, FACEBOOK, WHATSAPP and VIBER', async () => {
    ready();
    render(<SideMenu layout="column" />);
    const services = await screen.findByRole('region', { name: 'Contact us' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace(/\s*\(opens.*$/, '')),
    ).toEqual(['Live chat', 'TGTelegram', 'fMessenger', 'WAWhatsApp', 'VViber']);
  });

  it('R2.65 R2.66 the column hides and shows with the sdk’s visibility, its own toggle flips it', () => {
    ready();
    render(<SideMenu layout="column" toggle />);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect($sideMenuVisible.get()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });

  it('the drawer is a modal dialog: starts closed, Escape closes it and the focus goes back to the toggle', async () => {
    ready();
    render(<SideMenu layout="drawer" toggle />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    toggle.focus();
    fireEvent.click(toggle);
    // The drawer's code is a chunk of its own, fetched once the narrow menu has painted.
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    // Open: the focus moves in (and Escape is listened for).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('the drawer closes when the player follows a link', async () => {
    ready();
    render(<SideMenu layout="drawer" />);
    act(() => {
      $sideMenuVisible.set(true);
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Promotions' }, { timeout: 5000 }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('R2.55 R2.57 a category with several vendors and no page (Bingo) opens its vendor menu in place, a keyboard menu', async () => {
    ready();
    render(<SideMenu layout="column" />);
    const bingo = screen.getByRole('button', { name: 'Bingo' });
    expect(bingo.getAttribute('aria-haspopup')).toBe('menu');
    expect(bingo.getAttribute('aria-expanded')).toBe('false');
    // A category with a page keeps its link-like click (R2.57): no menu.
    expect(screen.getByRole('button', { name: 'Live casino' }).getAttribute('aria-haspopup')).toBeNull();
    fireEvent.click(bingo);
    const menu = await screen.findByRole('menu', { name: 'Bingo' });
    expect(bingo.getAttribute('aria-expanded')).toBe('true');
    const [first, second] = within(menu).getAllByRole('menuitem');
    expect([first?.textContent, second?.textContent]).toEqual([
      expect.stringContaining('JL'),
      expect.stringContaining('BGS'),
    ]);
    await waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(bingo);
    expect(bingo.getAttribute('aria-expanded')).toBe('false');
  });

  it("R2.99 R4.57 choosing a bingo vendor opens that vendor's popup game list and leaves the drawer", async () => {
    ready();
    signIn();
    render(<SideMenu layout="drawer" />);
    act(() => {
      $sideMenuVisible.set(true);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bingo' }));
    // Opening the list keeps the drawer open; choosing a vendor leaves it.
    const menu = await screen.findByRole('menu', { name: 'Bingo' });
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    fireEvent.keyDown(within(menu).getAllByRole('menuitem')[0]!, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bingo' }));
    fireEvent.click(
      within(await screen.findByRole('menu', { name: 'Bingo' })).getByRole('menuitem', { name: /BGS/ }),
    );
    await waitFor(() =>
      expect($modal.get()).toMatchObject({
        name: 'vendorGames',
        props: { vassalage: 'BGS', gameType: 'BINGO' },
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    signOut();
  });

  it('shows skeleton rows while the games load', () => {
    ready();
    $menus.set(null);
    render(<SideMenu layout="column" />);
    expect(screen.getByRole('status', { name: 'Loading the games…' })).toBeTruthy();
  });
});
