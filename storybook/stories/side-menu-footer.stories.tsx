import { setSideMenuVisible } from '@lobbykit/sdk/lobby';
import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import type { LobbyKitParameters } from '../.storybook/preview';
import type { SideMenuScenario } from './side-menu-platform';

interface ChromeArgs {
  /** The side menu as a drawer (phones), a column (desktop), or the footer alone. */
  show: 'drawer' | 'column' | 'footer';
  /** R2.66: flip the menu with 'reverse' once it painted, as a header's toggle does. */
  reverse?: boolean;
}

function Stage({ show, reverse }: ChromeArgs) {
  useEffect(() => {
    if (reverse) setSideMenuVisible('reverse');
  }, [reverse]);
  if (show === 'footer') return <LobbyKitWidget name="site-footer" />;
  if (show === 'drawer')
    return (
      <div style={{ maxWidth: 360, minHeight: 780, padding: 16 }}>
        <p style={{ margin: 0, color: '#9aa2c4' }}>The page under the drawer.</p>
        <LobbyKitWidget name="side-menu" props={{ layout: 'drawer', toggle: true, active: '/' }} />
      </div>
    );
  return (
    <div style={{ display: 'flex', minHeight: 900 }}>
      <LobbyKitWidget name="side-menu" props={{ layout: 'column', toggle: reverse, active: '/' }} />
      <main style={{ flex: 1, padding: 24, color: '#9aa2c4' }}>The lobby beside the column.</main>
    </div>
  );
}

const meta: Meta<ChromeArgs> = {
  title: 'Widgets/Side menu and footer',
  render: (args) => <Stage {...args} />,
  args: { show: 'column' },
};
export default meta;

type Story = StoryObj<ChromeArgs>;
/** The story's permission (side-menu-platform.ts) with the rest of its lobbykit parameters. */
const chrome = (
  sideMenu: SideMenuScenario,
  extra: Omit<LobbyKitParameters, 'platform'> = {},
  platform = {},
) => ({
  lobbykit: { ...extra, platform: { ...platform, sideMenu } } satisfies LobbyKitParameters,
});

export const DrawerOpen: Story = {
  name: 'Side menu: drawer open at phone width (R2.59)',
  args: { show: 'drawer' },
  parameters: chrome({ visible: true }),
};
export const Column: Story = {
  name: 'Side menu: column at desktop, referral on (R2.59, R2.60)',
  parameters: chrome({ visible: true, referral: true }),
};
export const ReferralOff: Story = {
  name: 'Side menu: referral off, no invite friends (R2.60)',
  parameters: chrome({ visible: true, referral: false }),
};
export const NoLinks: Story = {
  name: 'Side menu: an operator without app, service or social links',
  parameters: chrome({ visible: true, links: 'none' }),
};
export const Reverse: Story = {
  name: "Side menu: 'reverse' hides a shown column, the toggle opens it again (R2.65, R2.66)",
  args: { reverse: true },
  parameters: chrome({ visible: true }),
};
export const GamesLoading: Story = {
  name: 'Side menu: game categories loading',
  parameters: chrome({ visible: true }, {}, { games: { menus: 'pending' } }),
};
export const GamesError: Story = {
  name: 'Side menu: game categories failed, with a retry',
  parameters: chrome({ visible: true }, {}, { games: { menus: 'error' } }),
};
export const DrawerFilipino: Story = {
  name: 'TY: drawer open',
  args: { show: 'drawer' },
  parameters: chrome({ visible: true }, { language: 'TY' }),
};
export const DrawerBengali: Story = {
  name: 'BN: drawer open, Bangladesh merchant',
  args: { show: 'drawer' },
  parameters: chrome({ visible: true }, { language: 'BN', merchant: 'bd' }),
};
export const FooterPhilippines: Story = {
  name: 'Footer: Philippines (R2.68-R2.72)',
  args: { show: 'footer' },
  parameters: chrome({}),
};
export const FooterBangladesh: Story = {
  name: 'Footer: Bangladesh, BN',
  args: { show: 'footer' },
  parameters: chrome({}, { language: 'BN', merchant: 'bd' }),
};
export const FooterNoLinks: Story = {
  name: 'Footer: no social links or support configured',
  args: { show: 'footer' },
  parameters: chrome({ links: 'none' }),
};
