import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { GameGridProps } from '@lobbykit/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';
import { resetGamesState } from './games-platform';

const meta: Meta<GameGridProps> = {
  title: 'Widgets/Game grid',
  beforeEach: resetGamesState,
  render: (args) => <LobbyKitWidget name="game-grid" props={args} />,
};
export default meta;

type Story = StoryObj<GameGridProps>;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });
const games = (value: NonNullable<NonNullable<LobbyKitParameters['platform']>['games']>) =>
  lobbykit({ platform: { games: value } });

// Home view (R2.83-R2.91)
export const HomeGuest: Story = { name: 'Home: guest', args: { view: 'home' } };
export const HomePlayer: Story = {
  name: 'Home: signed in (recent, favourites carousel)',
  args: { view: 'home' },
  parameters: lobbykit({ session: 'player' }),
};
export const HomePlayerNoFavourites: Story = {
  name: 'Home: signed in, no favourites or recent yet',
  args: { view: 'home' },
  parameters: lobbykit({ session: 'player', platform: { games: { favourites: 'empty', recent: 'empty' } } }),
};
export const HomeLoading: Story = {
  name: 'Home: loading',
  args: { view: 'home' },
  parameters: games({ catalogue: 'pending' }),
};
export const HomeError: Story = {
  name: 'Home: error',
  args: { view: 'home' },
  parameters: games({ catalogue: 'error' }),
};
export const HomeBengali: Story = {
  name: 'BN: home, signed in',
  args: { view: 'home' },
  parameters: lobbykit({ language: 'BN', merchant: 'bd', session: 'player' }),
};

// List centres (R2.11-R2.13)
export const Slots: Story = {
  name: 'List: all 10,000 slots (virtualised)',
  args: { view: 'list', gameType: 'RNG' },
};
export const SlotsOfVendor: Story = {
  name: 'List: /rng?vassalage=CQ9',
  args: { view: 'list', gameType: 'RNG', vassalage: 'CQ9' },
};
export const Live: Story = { name: 'List: live casino', args: { view: 'list', gameType: 'LIVE' } };
export const NoMatch: Story = {
  name: 'List: no game matches the search',
  args: { view: 'list', gameType: 'RNG', search: 'no such game' },
};
export const ListLoading: Story = {
  name: 'List: loading',
  args: { view: 'list', gameType: 'RNG' },
  parameters: games({ catalogue: 'pending' }),
};
export const ListError: Story = {
  name: 'List: error',
  args: { view: 'list', gameType: 'RNG' },
  parameters: games({ catalogue: 'error' }),
};
export const Hot: Story = { name: 'List: /hot', args: { view: 'list', list: 'hot' } };
export const Favourites: Story = {
  name: 'List: /favorite',
  args: { view: 'list', list: 'favorite' },
  parameters: lobbykit({ session: 'player' }),
};
export const FavouritesEmpty: Story = {
  name: 'List: /favorite, none yet',
  args: { view: 'list', list: 'favorite' },
  parameters: lobbykit({ session: 'player', platform: { games: { favourites: 'empty' } } }),
};
export const FavouritesGuest: Story = {
  name: 'List: /favorite, guest',
  args: { view: 'list', list: 'favorite' },
};
export const Recent: Story = {
  name: 'List: /recent',
  args: { view: 'list', list: 'recent' },
  parameters: lobbykit({ session: 'player' }),
};
export const RecentEmpty: Story = {
  name: 'List: /recent, nothing played',
  args: { view: 'list', list: 'recent' },
  parameters: lobbykit({ session: 'player', platform: { games: { recent: 'empty' } } }),
};
export const SlotsBengali: Story = {
  name: 'BN: slots list',
  args: { view: 'list', gameType: 'RNG' },
  parameters: lobbykit({ language: 'BN', merchant: 'bd', session: 'player' }),
};

// Game centres (R2.10)
export const Sports: Story = { name: 'Centre: /sports', args: { view: 'centre', gameType: 'SPORTS' } };
export const Lottery: Story = { name: 'Centre: /lott', args: { view: 'centre', gameType: 'LOTT' } };
export const CentreLoading: Story = {
  name: 'Centre: loading',
  args: { view: 'centre', gameType: 'SPORTS' },
  parameters: games({ menus: 'pending' }),
};
export const CentreError: Story = {
  name: 'Centre: error',
  args: { view: 'centre', gameType: 'SPORTS' },
  parameters: games({ menus: 'error' }),
};
export const CentreEmpty: Story = {
  name: 'Centre: no vendors',
  args: { view: 'centre', gameType: 'SPORTS' },
  parameters: games({ menus: 'empty' }),
};
export const SportsTagalog: Story = {
  name: 'TY: /esports',
  args: { view: 'centre', gameType: 'ESPORTS' },
  parameters: lobbykit({ language: 'TY' }),
};
