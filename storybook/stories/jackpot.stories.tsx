import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';

const meta: Meta = {
  title: 'Widgets/Jackpot',
  render: () => (
    <div style={{ maxWidth: 640, padding: 16 }}>
      <LobbyKitWidget name="jackpot" />
    </div>
  ),
};
export default meta;

type Story = StoryObj;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });

export const Counting: Story = { name: 'Counting (Philippines)' };
export const Bengali: Story = {
  name: 'BN: Bangladesh merchant',
  parameters: lobbykit({ language: 'BN', merchant: 'bd' }),
};
