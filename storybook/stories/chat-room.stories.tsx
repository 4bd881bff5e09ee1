import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';

/** The chat room (R2.37, R2.103, R7.52, R7.53) inline, as a partner page or the member area shows it. */
const meta: Meta<{ roomId?: number }> = {
  title: 'Widgets/Chat room',
  render: (args) => (
    <div style={{ maxWidth: 720, padding: 16 }}>
      <LobbyKitWidget name="chat-room" props={args.roomId ? { roomId: args.roomId } : {}} />
    </div>
  ),
  parameters: { lobbykit: { session: 'player' } satisfies LobbyKitParameters },
};
export default meta;

type Story = StoryObj<{ roomId?: number }>;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });

export const Rooms: Story = { name: 'Room list' };
export const NoRooms: Story = {
  name: 'No rooms yet',
  parameters: lobbykit({ session: 'player', platform: { chatRoom: { rooms: 'none' } } }),
};
export const RoomsFailed: Story = {
  name: 'Room list failed (retry)',
  parameters: lobbykit({ session: 'player', platform: { chatRoom: { rooms: 'failing' } } }),
};
/** Another player writes every 4 seconds; type and press Enter to send. */
export const LiveRoom: Story = { name: 'Live room', args: { roomId: 1 } };
export const Reconnecting: Story = {
  name: 'Connection dropping (reconnecting)',
  args: { roomId: 1 },
  parameters: lobbykit({ session: 'player', platform: { chatRoom: { stream: 'dropping' } } }),
};
export const TooFast: Story = {
  name: 'Rate limit (send to see it)',
  args: { roomId: 1 },
  parameters: lobbykit({ session: 'player', platform: { chatRoom: { send: 'tooMany' } } }),
};
export const Guest: Story = {
  name: 'Guest: log in first',
  args: { roomId: 1 },
  parameters: lobbykit({ session: 'signedOut' }),
};
export const Trial: Story = {
  name: 'Trial player: register first',
  args: { roomId: 1 },
  parameters: lobbykit({ session: 'trial' }),
};
export const Filipino: Story = {
  name: 'TY',
  args: { roomId: 4 },
  parameters: lobbykit({ session: 'player', language: 'TY' }),
};
export const Bengali: Story = {
  name: 'BN',
  args: { roomId: 9 },
  parameters: lobbykit({ session: 'player', language: 'BN', merchant: 'bd' }),
};
