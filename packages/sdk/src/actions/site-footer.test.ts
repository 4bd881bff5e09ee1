import { describe, expect, it } from 'vitest';
import type { GameMenus } from '../stores/lobby';
import { permissionValue } from '../testing/fake-platform';
import { menusFixture, vendorFixture } from '../testing/lobby-fixtures';
import { AGE_LIMIT, footerVendors, type SiteFooterInput, siteFooterContent } from './site-footer';

function info(
  overrides: Partial<NonNullable<SiteFooterInput['info']>> = {},
): NonNullable<SiteFooterInput['info']> {
  return {
    ...permissionValue().info,
    customerService: [
      { csType: 'LIVECHAT', path: 'https://ph.lobbykit.example/support/chat' },
      { csType: 'EMAIL', path: 'mailto:support@ph.lobbykit.example' },
    ],
    resources: {
      SOCIAL: [
        { labelNameEn: 'VIBER', url: 'https://ph.lobbykit.example/community/viber' },
        { labelNameEn: 'INSTAGRAM', url: 'https://instagram.com/lobbykit.ph' },
        { labelNameEn: 'TWITTER', url: 'https://twitter.com/lobbykit_ph' },
        { labelNameEn: 'YOUTUBE', url: 'https://youtube.com/@lobbykit.ph' },
        { labelNameEn: 'TIKTOK', url: 'https://tiktok.com/@lobbykit.ph' },
        { labelNameEn: 'FACEBOOK', url: 'https://facebook.com/lobbykit.ph' },
        { labelNameEn: 'MYSPACE', url: 'https://myspace.example/lobbykit' },
      ],
    },
    ...overrides,
  };
}

describe('siteFooterContent', () => {
  it('R2.68 products are the game categories the top navigation offers, with their pages', () => {
    const { products } = siteFooterContent({ info: info(), menus: menusFixture() });
    expect(products.map((product) => product.id)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
    ]);
    expect(products.find((product) => product.id === 'LIVE')?.path).toBe('/live');
  });

  it('R2.68 the help list leads into the help center, /help#term among it', () => {
    const { help } = siteFooterContent({ info: info(), menus: null });
    expect(help.map((topic) => topic.path)).toContain('/help#term');
    expect(help.every((topic) => topic.path.startsWith('/help'))).toBe(true);
  });

  it('R2.69 contact lists support, feedback/complaints and affiliate service, in that order', () => {
    const { contact } = siteFooterContent({ info: info(), menus: null });
    expect(contact.map((entry) => entry.id)).toEqual(['support', 'feedback', 'affiliate']);
    expect(contact[0]?.link?.popup).toBe(true);
    expect(contact[1]).toEqual({ id: 'feedback', path: '/feedback' });
    expect(contact[2]?.path).toBe('/agent');
  });

  it('R2.69 R2.37 feedback opens the feedback form, whatever channels the merchant has', () => {
    const { contact } = siteFooterContent({
      info: info({ customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example' }] }),
      menus: null,
    });
    expect(contact[1]).toEqual({ id: 'feedback', path: '/feedback' });
  });

  it('R2.70 the social links are FACEBOOK, TIKTOK, YOUTUBE, TWITTER, INSTAGRAM and VIBER, in that order', () => {
    const { social } = siteFooterContent({ info: info(), menus: null });
    expect(social.map((link) => link.kind)).toEqual([
      'FACEBOOK',
      'TIKTOK',
      'YOUTUBE',
      'TWITTER',
      'INSTAGRAM',
      'VIBER',
    ]);
  });

  it('R2.71 the age-limit mark is 18+', () => {
    expect(siteFooterContent({ info: null, menus: null }).ageLimit).toBe(18);
    expect(AGE_LIMIT).toBe(18);
  });

  it('R2.72 vendor logos leave out TCG_SEA and show each vendor once', () => {
    const menus: GameMenus = [
      ...menusFixture(),
      { gameCategory: 'LOTT', vendors: [vendorFixture('TCG_SEA', 'LOTT'), vendorFixture('AG', 'LOTT')] },
    ];
    const vendors = footerVendors(menus).map((vendor) => vendor.vassalage);
    expect(vendors).not.toContain('TCG_SEA');
    expect(vendors.filter((code) => code === 'AG')).toHaveLength(1);
    expect(siteFooterContent({ info: null, menus }).vendors.map((vendor) => vendor.vassalage)).toEqual(
      vendors,
    );
  });
});
