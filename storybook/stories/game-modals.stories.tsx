import { openModal } from '@lobbykit/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import type { LobbyKitParameters } from '../.storybook/preview';
import { DEMO_GAME_URL, resetGamesState } from './games-platform';

interface ModalArgs {
  name: 'vendorGames' | 'gameFrame';
  props: Record<string, unknown>;
}

/** Opens a modal view through the sdk, as starting a game would. */
function OpenModal({ name, props }: ModalArgs) {
  useEffect(() => {
    openModal(name, props);
  }, [name, props]);
  return <div style={{ minHeight: 600 }} />;
}

const meta: Meta<ModalArgs> = {
  title: 'Widgets/Game popups',
  beforeEach: resetGamesState,
  render: (args) => <OpenModal {...args} />,
};
export default meta;

type Story = StoryObj<ModalArgs>;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });
const vendorGames = { name: 'vendorGames' as const, props: { vassalage: 'PT', gameType: 'LIVE' } };
const frame = {
  name: 'gameFrame' as const,
  props: { url: DEMO_GAME_URL, title: 'Fortune Reels 1', nodeId: 1 },
};

export const VendorList: Story = {
  name: 'Vendor games (R4.57)',
  args: vendorGames,
  parameters: lobbykit({ session: 'player' }),
};
export const VendorListLoading: Story = {
  name: 'Vendor games: loading',
  args: vendorGames,
  parameters: lobbykit({ platform: { games: { catalogue: 'pending' } } }),
};
export const VendorListEmpty: Story = {
  name: 'Vendor games: empty',
  args: vendorGames,
  parameters: lobbykit({ platform: { games: { catalogue: 'empty' } } }),
};
export const VendorListError: Story = {
  name: 'Vendor games: error',
  args: vendorGames,
  parameters: lobbykit({ platform: { games: { catalogue: 'error' } } }),
};
export const VendorListBengali: Story = {
  name: 'BN: vendor games',
  args: vendorGames,
  parameters: lobbykit({ language: 'BN', merchant: 'bd', session: 'player' }),
};
export const GameFrame: Story = {
  name: 'Game frame',
  args: frame,
  parameters: lobbykit({ session: 'player' }),
};
export const GameFrameBengali: Story = {
  name: 'BN: game frame',
  args: frame,
  parameters: lobbykit({ language: 'BN', merchant: 'bd', session: 'player' }),
};
