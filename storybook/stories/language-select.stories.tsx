import { openModal } from '@lobbykit/sdk';
import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import type { LobbyKitParameters } from '../.storybook/preview';

interface LanguageArgs {
  variant: 'menu' | 'list';
  showRegion: boolean;
  initiallyOpen: boolean;
  /** Opens the region modal with this reason instead of showing the select. */
  region?: 'unknown' | 'choose' | 'change';
}

function Stage({ variant, showRegion, initiallyOpen, region }: LanguageArgs) {
  useEffect(() => {
    if (region) openModal('regionSelect', { reason: region, countryCode: region === 'choose' ? 'BD' : '' });
  }, [region]);
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: variant === 'menu' ? 'flex-end' : 'flex-start',
        padding: 16,
        minHeight: 420,
      }}
    >
      <div style={{ width: variant === 'list' ? 260 : 'auto' }}>
        <LobbyKitWidget name="language-select" props={{ variant, showRegion, initiallyOpen }} />
      </div>
    </div>
  );
}

const meta: Meta<LanguageArgs> = {
  title: 'Widgets/Language select',
  render: (args) => <Stage {...args} />,
  args: { variant: 'menu', showRegion: true, initiallyOpen: false },
};
export default meta;

type Story = StoryObj<LanguageArgs>;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });

export const Menu: Story = { name: 'Header menu, closed (Philippines)' };
export const MenuOpen: Story = {
  name: 'Header menu, open: EN and TY with flags (R2.63)',
  args: { initiallyOpen: true },
};
export const SideMenuList: Story = {
  name: 'Side menu list (Bangladesh: EN and BN)',
  args: { variant: 'list' },
  parameters: lobbykit({ merchant: 'bd' }),
};
export const Filipino: Story = {
  name: 'TY: open menu',
  args: { initiallyOpen: true },
  parameters: lobbykit({ language: 'TY' }),
};
export const Bengali: Story = {
  name: 'BN: open menu, Bangladesh merchant',
  args: { initiallyOpen: true },
  parameters: lobbykit({ language: 'BN', merchant: 'bd' }),
};
export const RegionUnknown: Story = {
  name: 'Region modal: no country known (R4.43)',
  args: { region: 'unknown' },
  parameters: lobbykit({ platform: { locales: { regions: 'ok' } } }),
};
export const RegionChoose: Story = {
  name: 'Region modal: the country needs choosing (R4.44)',
  args: { region: 'choose' },
  parameters: lobbykit({ platform: { locales: { regions: 'ok' } } }),
};
export const RegionLoading: Story = {
  name: 'Region modal: loading',
  args: { region: 'change' },
  parameters: lobbykit({ platform: { locales: { regions: 'pending' } } }),
};
export const RegionError: Story = {
  name: 'Region modal: error',
  args: { region: 'change' },
  parameters: lobbykit({ platform: { locales: { regions: 'error' } } }),
};
export const RegionBengali: Story = {
  name: 'BN: region modal, Bangladesh merchant',
  args: { region: 'change' },
  parameters: lobbykit({ language: 'BN', merchant: 'bd', platform: { locales: { regions: 'ok' } } }),
};
