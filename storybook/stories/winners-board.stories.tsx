import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';

const meta: Meta = {
  title: 'Widgets/Winners board',
  render: () => (
    <div style={{ maxWidth: 880, padding: 16 }}>
      <LobbyKitWidget name="winners-board" />
    </div>
  ),
};
export default meta;

type Story = StoryObj;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });

export const Ready: Story = { name: 'Top 3 and places 4-6' };
export const Loading: Story = { parameters: lobbykit({ platform: { lobby: { winners: 'pending' } } }) };
export const Empty: Story = { parameters: lobbykit({ platform: { lobby: { winners: 'empty' } } }) };
export const Failed: Story = {
  name: 'Error',
  parameters: lobbykit({ platform: { lobby: { winners: 'error' } } }),
};
export const Bengali: Story = {
  name: 'BN: Bangladesh merchant',
  parameters: lobbykit({ language: 'BN', merchant: 'bd' }),
};
export const Filipino: Story = {
  name: 'TY: empty',
  parameters: lobbykit({ language: 'TY', platform: { lobby: { winners: 'empty' } } }),
};
