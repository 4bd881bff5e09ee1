import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';
import type { MissionsScenario } from './missions-platform';

const meta: Meta = {
  title: 'Widgets/Member center missions',
  render: () => (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
      <LobbyKitWidget name="member-center" props={{ page: 'missionLeaderboard', params: {} }} />
    </div>
  ),
};
export default meta;

type Story = StoryObj;
const player = (missions: MissionsScenario = {}, extra: LobbyKitParameters = {}) => ({
  lobbykit: { session: 'player', platform: { missions }, ...extra } satisfies LobbyKitParameters,
});

/** demo01: a mission to claim, one under way, one claimed, today's sign-in open and the board. */
export const Filled: Story = { name: 'Missions: filled', parameters: player() };
export const Loading: Story = { name: 'Missions: loading', parameters: player({ load: 'pending' }) };
export const Empty: Story = {
  name: 'Missions: empty (no missions, nobody on the board)',
  parameters: player({ load: 'empty' }),
};
export const ErrorState: Story = { name: 'Missions: error', parameters: player({ load: 'error' }) };
export const SignedToday: Story = {
  name: 'Missions: signed in today',
  parameters: player({ signedToday: true }),
};
/** Press Claim or Sign in: the server refuses as already done, and the page says so in words. */
export const Refused: Story = {
  name: 'Missions: claim refused',
  parameters: player({ collect: 'refused' }),
};
export const Tagalog: Story = { name: 'TY: missions', parameters: player({}, { language: 'TY' }) };
export const Bengali: Story = {
  name: 'BN: missions, Bangladesh merchant',
  parameters: player({}, { language: 'BN', merchant: 'bd' }),
};
