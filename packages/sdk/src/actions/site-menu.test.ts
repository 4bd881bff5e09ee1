import { beforeEach, describe, expect, it } from 'vitest';
import { $sideMenuVisible } from '../stores/side-menu';
import { permissionValue } from '../testing/fake-platform';
import { menusFixture } from '../testing/lobby-fixtures';
import {
  moduleSwitch,
  resourceLinks,
  type SideMenuInput,
  type SideMenuSection,
  setSideMenuVisible,
  settleSideMenuDefault,
  sideMenuSections,
  toggleSideMenu,
} from './site-menu';

/** The seeded merchant's resources and menu switches (platform-server seed). */
function seededInfo(menu: Record<string, boolean> = {}): NonNullable<SideMenuInput['info']> {
  const switches = {
    HOME: true,
    PROMOTION: true,
    POINTMALL: true,
    HELPCENTER: true,
    REFERRAL: true,
    ...menu,
  };
  return {
    ...permissionValue().info,
    customerService: [
      { csType: 'TELEGRAM', path: 'https://t.me/lobbykit_ph_support' },
      { csType: 'LIVECHAT', path: 'https://ph.lobbykit.example/support/chat' },
      { csType: 'EMAIL', path: 'mailto:support@ph.lobbykit.example' },
    ],
    resources: {
      // Out of order on purpose: the rules give the order, not the operator's list.
      APP_DOWNLOAD: [
        { labelNameEn: 'Android', url: 'https://ph.lobbykit.example/app/android.apk' },
        { labelNameEn: 'IOS', url: 'https://ph.lobbykit.example/app/ios' },
        { labelNameEn: 'MOBILECONFIG', url: 'https://ph.lobbykit.example/app/mobileconfig' },
      ],
      SERVICE_LINK: [
        { labelNameEn: 'VIBER', url: 'https://ph.lobbykit.example/support/viber' },
        { labelNameEn: 'LIVECHAT', url: 'https://ph.lobbykit.example/support/chat' },
        { labelNameEn: 'TELEGRAM', url: 'https://t.me/lobbykit_ph' },
        { labelNameEn: 'FACEBOOK', url: 'https://facebook.com/lobbykit.ph' },
        { labelNameEn: 'WHATSAPP', url: 'https://ph.lobbykit.example/support/whatsapp' },
        { labelNameEn: 'WECHAT', url: 'https://ph.lobbykit.example/support/wechat' },
      ],
      SOCIAL: [
        { labelNameEn: 'FACEBOOK', url: 'https://facebook.com/lobbykit.ph' },
        { labelNameEn: 'TIKTOK', url: 'https://tiktok.com/@lobbykit.ph' },
      ],
    },
    whitelabel: [
      {
        modId: 'MENU',
        enabled: true,
        childrenNodes: Object.entries(switches).map(([modId, enabled]) => ({
          modId,
          enabled,
          childrenNodes: [],
        })),
      },
    ],
  };
}

const ids = (sections: SideMenuSection[]) => sections.map((section) => section.id);
const section = <Id extends SideMenuSection['id']>(sections: SideMenuSection[], id: Id) =>
  sections.find((entry): entry is Extract<SideMenuSection, { id: Id }> => entry.id === id);

describe('sideMenuSections', () => {
  it('R2.59 R2.67 holds the banners, then invite friends, promotions, categories, apps, services, language, channels, point mall, help center and customer service, in that order', () => {
    expect(ids(sideMenuSections({ info: seededInfo(), menus: menusFixture() }))).toEqual([
      'banners',
      'invite',
      'promotions',
      'categories',
      'apps',
      'services',
      'language',
      'channels',
      'pointMall',
      'help',
      'customerService',
    ]);
  });

  it('R2.59 links promotions, point mall and help center to their pages, invite friends to the referral page', () => {
    const sections = sideMenuSections({ info: seededInfo(), menus: null });
    expect(section(sections, 'promotions')?.path).toBe('/promotions');
    expect(section(sections, 'pointMall')?.path).toBe('/pointMall');
    expect(section(sections, 'help')?.path).toBe('/help');
    expect(section(sections, 'invite')?.path).toBe('/member?page=referral');
  });

  it('R2.60 shows invite friends only when referral is enabled', () => {
    expect(ids(sideMenuSections({ info: seededInfo({ REFERRAL: false }), menus: null }))).not.toContain(
      'invite',
    );
    const withoutSwitch = seededInfo();
    withoutSwitch.whitelabel = [];
    expect(ids(sideMenuSections({ info: withoutSwitch, menus: null }))).not.toContain('invite');
  });

  it('R2.59 leaves out the entries the operator turned off, keeps them where the whitelabel is silent', () => {
    const off = sideMenuSections({
      info: seededInfo({ PROMOTION: false, POINTMALL: false, HELPCENTER: false }),
      menus: null,
    });
    expect(ids(off)).not.toContain('promotions');
    expect(ids(off)).not.toContain('pointMall');
    expect(ids(off)).not.toContain('help');
    const silent = seededInfo();
    silent.whitelabel = [];
    expect(ids(sideMenuSections({ info: silent, menus: null }))).toEqual(
      expect.arrayContaining(['promotions', 'pointMall', 'help']),
    );
  });

  it('R2.31-R2.33 lists the same categories as the game navigation: HOME, then BINGO after LIVE and ESPORTS after SPORTS', () => {
    const categories = section(sideMenuSections({ info: seededInfo(), menus: menusFixture() }), 'categories');
    expect(categories?.categories.map((entry) => entry.gameCategory)).toEqual([
      'HOME',
      'ELOTT',
      'LOTT',
      'LIVE',
      'BINGO',
      'SPORTS',
      'ESPORTS',
      'FISH',
      'RNG',
      'PVP',
      'COCKFIGHT',
    ]);
    // While the menus load the section stays, empty, so the widget can show its skeleton.
    expect(section(sideMenuSections({ info: seededInfo(), menus: null }), 'categories')?.categories).toEqual(
      [],
    );
  });

  it('R2.61 offers the app QR codes IOS, MOBILECONFIG and Android, in that order', () => {
    const apps = section(sideMenuSections({ info: seededInfo(), menus: null }), 'apps');
    expect(apps?.links.map((link) => link.kind)).toEqual(['IOS', 'MOBILECONFIG', 'Android']);
    expect(apps?.links[0]?.href).toBe('https://ph.lobbykit.example/app/ios');
  });

  it('R2.62 lists the service links LIVECHAT, TELEGRAM, FACEBOOK, WHATSAPP and VIBER, nothing else', () => {
    const services = section(sideMenuSections({ info: seededInfo(), menus: null }), 'services');
    expect(services?.links.map((link) => link.kind)).toEqual([
      'LIVECHAT',
      'TELEGRAM',
      'FACEBOOK',
      'WHATSAPP',
      'VIBER',
    ]);
  });

  it('R2.61 R2.62 leaves out a section the operator configured no link for', () => {
    const info = seededInfo();
    info.resources = {};
    expect(ids(sideMenuSections({ info, menus: null }))).not.toContain('apps');
    expect(ids(sideMenuSections({ info, menus: null }))).not.toContain('services');
    expect(ids(sideMenuSections({ info, menus: null }))).not.toContain('channels');
  });

  it('R2.59 customer service opens live chat first, in its popup window', () => {
    const support = section(sideMenuSections({ info: seededInfo(), menus: null }), 'customerService');
    expect(support?.link).toEqual({
      kind: 'LIVECHAT',
      href: 'https://ph.lobbykit.example/support/chat',
      popup: true,
    });
  });

  it('R2.59 before startup answered shows what needs no data: banners, promotions, categories, language, point mall, help', () => {
    expect(ids(sideMenuSections({ info: null, menus: null }))).toEqual([
      'banners',
      'promotions',
      'categories',
      'language',
      'pointMall',
      'help',
    ]);
  });
});

describe('resourceLinks', () => {
  it('never lets a javascript: url through', () => {
    expect(
      resourceLinks({ SOCIAL: [{ labelNameEn: 'FACEBOOK', url: 'javascript:alert(1)' }] }, 'SOCIAL', [
        'FACEBOOK',
      ]),
    ).toEqual([]);
  });

  it('matches the label without case and keeps each kind once', () => {
    const links = resourceLinks(
      {
        APP_DOWNLOAD: [
          { labelNameEn: 'ios', url: 'https://a.example/1' },
          { labelNameEn: 'IOS', url: 'https://a.example/2' },
        ],
      },
      'APP_DOWNLOAD',
      ['IOS'],
    );
    expect(links).toEqual([{ kind: 'IOS', href: 'https://a.example/1' }]);
  });
});

describe('moduleSwitch', () => {
  it('finds a switch at any depth; absent is undefined, not off', () => {
    const tree = seededInfo({ REFERRAL: false }).whitelabel;
    expect(moduleSwitch('REFERRAL', tree)).toBe(false);
    expect(moduleSwitch('PROMOTION', tree)).toBe(true);
    expect(moduleSwitch('NOPE', tree)).toBeUndefined();
  });
});

describe('side menu visibility', () => {
  beforeEach(() => $sideMenuVisible.set(null));

  it('R2.65 shows and hides the side menu', () => {
    setSideMenuVisible(true);
    expect($sideMenuVisible.get()).toBe(true);
    setSideMenuVisible(false);
    expect($sideMenuVisible.get()).toBe(false);
    setSideMenuVisible(false);
    expect($sideMenuVisible.get()).toBe(false);
  });

  it("R2.66 'reverse' flips the visibility, each time", () => {
    setSideMenuVisible(true);
    expect(setSideMenuVisible('reverse')).toBe(false);
    expect(setSideMenuVisible('reverse')).toBe(true);
    expect(toggleSideMenu()).toBe(false);
  });

  it("R2.66 'reverse' before any default opens the menu", () => {
    expect(toggleSideMenu()).toBe(true);
  });

  it('R2.65 starts shown beside the content on wide screens and closed on phones, unless the player chose', () => {
    expect(settleSideMenuDefault(true)).toBe(true);
    $sideMenuVisible.set(null);
    expect(settleSideMenuDefault(false)).toBe(false);
    setSideMenuVisible(true);
    expect(settleSideMenuDefault(false)).toBe(true);
  });
});
