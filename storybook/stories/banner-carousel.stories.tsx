import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';

interface CarouselArgs {
  groupName: 'w_home' | 'w_leftmenu';
}

const meta: Meta<CarouselArgs> = {
  title: 'Widgets/Banner carousel',
  args: { groupName: 'w_home' },
  render: (args) => (
    <div style={{ maxWidth: 1200, padding: 16 }}>
      <LobbyKitWidget name="banner-carousel" props={{ groupName: args.groupName }} />
    </div>
  ),
};
export default meta;

type Story = StoryObj<CarouselArgs>;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });

export const Looping: Story = { name: 'Three banners, looping' };
export const Single: Story = {
  name: 'One banner, standing still',
  parameters: lobbykit({ platform: { lobby: { announcements: 'single' } } }),
};
export const LeftMenu: Story = { name: 'Side menu group (w_leftmenu)', args: { groupName: 'w_leftmenu' } };
export const Loading: Story = { parameters: lobbykit({ platform: { lobby: { announcements: 'pending' } } }) };
export const Empty: Story = { parameters: lobbykit({ platform: { lobby: { announcements: 'empty' } } }) };
export const Failed: Story = {
  name: 'Error',
  parameters: lobbykit({ platform: { lobby: { announcements: 'error' } } }),
};
export const Bengali: Story = {
  name: 'BN: empty',
  parameters: lobbykit({ language: 'BN', merchant: 'bd', platform: { lobby: { announcements: 'empty' } } }),
};
