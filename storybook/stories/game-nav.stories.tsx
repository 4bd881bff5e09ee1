import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';
import { resetGamesState } from './games-platform';
import { widgetRoot } from './shadow';

interface NavArgs {
  active?: string;
}

const meta: Meta<NavArgs> = {
  title: 'Widgets/Game nav',
  beforeEach: resetGamesState,
  render: (args) => (
    <div style={{ minHeight: 520 }}>
      <LobbyKitWidget name="game-nav" props={args.active ? { active: args.active } : {}} />
    </div>
  ),
};
export default meta;

type Story = StoryObj<NavArgs>;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });

/** Opens the drop-down of the category whose toggle is named `label`. */
const openVendors =
  (label: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const root = await widgetRoot(canvasElement, '.lk-nav__toggle');
    root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)?.click();
  };

export const Ready: Story = { name: 'Categories (home current)' };
export const ActiveRoute: Story = { name: 'Host route /live highlighted', args: { active: '/live' } };
export const VendorMenu: Story = {
  name: 'Vendor drop-down (9 vendors)',
  play: openVendors('Show Live casino vendors'),
};
export const LargeVendorMenu: Story = {
  name: 'Vendor drop-down, large layout (12 vendors)',
  play: openVendors('Show Slots vendors'),
};
export const Loading: Story = { parameters: lobbykit({ platform: { games: { menus: 'pending' } } }) };
export const Failed: Story = {
  name: 'Error',
  parameters: lobbykit({ platform: { games: { menus: 'error' } } }),
};
export const NoVendors: Story = {
  name: 'No categories with a vendor',
  parameters: lobbykit({ platform: { games: { menus: 'empty' } } }),
};
export const Bengali: Story = {
  name: 'BN: large drop-down',
  parameters: lobbykit({ language: 'BN', merchant: 'bd' }),
  play: openVendors('স্লট প্রোভাইডার দেখান'),
};
export const Filipino: Story = { name: 'TY', parameters: lobbykit({ language: 'TY' }) };
