import { $startup } from '@lobbykit/sdk';
import { $menus } from '@lobbykit/sdk/lobby';
import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { philippines, startupReady, vendorFixture } from '../testing/sdk-state';
import { SiteFooter } from './site-footer';

function ready() {
  startupReady(philippines);
  const state = $startup.get();
  if (state.phase !== 'ready' || !state.permission) return;
  const social = ['VIBER', 'INSTAGRAM', 'TWITTER', 'YOUTUBE', 'TIKTOK', 'FACEBOOK'].map((kind) => ({
    labelNameEn: kind,
    url: `https://social.example/${kind.toLowerCase()}`,
  }));
  $startup.set({
    ...state,
    permission: {
      ...state.permission,
      info: {
        ...state.permission.info,
        resources: { SOCIAL: social },
        customerService: [
          { csType: 'LIVECHAT', path: 'https://ph.example/chat' },
          { csType: 'EMAIL', path: 'mailto:help@ph.example' },
        ],
      },
    },
  });
  $menus.set([
    { gameCategory: 'LIVE', vendors: [vendorFixture('AG', 'LIVE'), vendorFixture('EA', 'LIVE')] },
    { gameCategory: 'LOTT', vendors: [vendorFixture('TCG_SEA', 'LOTT'), vendorFixture('AG', 'LOTT')] },
  ]);
}

describe('site footer', () => {
  it('R2.68 R2.69 shows products, help and contact as labelled navigations', () => {
    ready();
    render(<SiteFooter year={2026} />);
    expect(
      within(screen.getByRole('navigation', { name: 'Products' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Lottery', 'Live casino']);
    expect(
      within(screen.getByRole('navigation', { name: 'Help' }))
        .getByRole('link', { name: 'Terms and conditions' })
        .getAttribute('href'),
    ).toMatch(/\/help#term$/);
    expect(
      within(screen.getByRole('navigation', { name: 'Contact' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Customer support', 'Feedback and complaints', 'Affiliate service']);
    expect(screen.getByRole('link', { name: 'Feedback and complaints' }).getAttribute('href')).toMatch(
      /\/feedback$/,
    );
  });

  it('R2.70 the six social links in order, each named', () => {
    ready();
    render(<SiteFooter />);
    const links = within(screen.getByRole('navigation', { name: 'Follow us' })).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/^\S+\s*/, '').split(' (')[0])).toHaveLength(6);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://social.example/facebook',
      'https://social.example/tiktok',
      'https://social.example/youtube',
      'https://social.example/twitter',
      'https://social.example/instagram',
      'https://social.example/viber',
    ]);
  });

  it('R2.71 R2.72 shows the 18+ mark, the licence, and the vendor logos without TCG_SEA', () => {
    ready();
    render(<SiteFooter year={2026} />);
    expect(screen.getByRole('img', { name: 'Players must be 18 or older' }).textContent).toBe('18+');
    expect(screen.getByText(/licence issued for online gaming/)).toBeTruthy();
    const logos = within(screen.getByRole('region', { name: 'Game providers' })).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(['AG', 'EA']);
    expect(screen.getByText('© 2026 LobbyKit. All rights reserved.')).toBeTruthy();
  });
});
