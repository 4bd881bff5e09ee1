import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';

const meta: Meta = {
  title: 'Widgets/Marquee',
  render: () => (
    <div style={{ maxWidth: 1200, padding: 16 }}>
      <LobbyKitWidget name="marquee" />
    </div>
  ),
};
export default meta;

type Story = StoryObj;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });

// Signed in, so the anonymous popups do not open over the marquee in these stories.
export const Scrolling: Story = { name: 'Notices scrolling', parameters: lobbykit({ session: 'player' }) };
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
