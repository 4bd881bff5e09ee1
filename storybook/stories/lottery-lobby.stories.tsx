import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { LotteryLobbyProps } from '@lobbykit/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';
import { resetGamesState } from './games-platform';

const meta: Meta<LotteryLobbyProps> = {
  title: 'Widgets/Lottery lobby',
  beforeEach: resetGamesState,
  render: (args) => <LobbyKitWidget name="lottery-lobby" props={args} />,
};
export default meta;

type Story = StoryObj<LotteryLobbyProps>;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });
const player = (games: NonNullable<NonNullable<LobbyKitParameters['platform']>['games']> = {}) =>
  lobbykit({ session: 'player', platform: { games } });

export const Guest: Story = { name: 'Guest: login prompt', args: { kind: 'vn' } };
export const Vietnam: Story = {
  name: '/vnLottery',
  args: { kind: 'vn', gameCode: 'TCG_LOTTO_VN-ELOTT' },
  parameters: player(),
};
export const Sea: Story = {
  name: '/seaLottery',
  args: { kind: 'sea', gameCode: 'TCG_SEA-4D' },
  parameters: player(),
};
export const AllLotteries: Story = { name: '/lottery', args: { kind: 'lottery' }, parameters: player() };
export const Loading: Story = { args: { kind: 'vn' }, parameters: player({ lottery: 'pending' }) };
export const Failed: Story = {
  name: 'Error',
  args: { kind: 'vn' },
  parameters: player({ lottery: 'error' }),
};
export const Empty: Story = {
  name: 'No lottery open',
  args: { kind: 'vn' },
  parameters: player({ lottery: 'empty' }),
};
export const Bengali: Story = {
  name: 'BN: /vnLottery',
  args: { kind: 'vn' },
  parameters: lobbykit({ language: 'BN', merchant: 'bd', session: 'player' }),
};
export const Filipino: Story = {
  name: 'TY: /seaLottery',
  args: { kind: 'sea' },
  parameters: lobbykit({ language: 'TY', session: 'player' }),
};
