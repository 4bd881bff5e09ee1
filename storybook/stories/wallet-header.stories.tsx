import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';
import { widgetRoot } from './shadow';

interface HeaderArgs {
  brand: string;
  menuOpen: boolean;
}

const meta: Meta<HeaderArgs> = {
  title: 'Widgets/Wallet header',
  args: { brand: 'LobbyKit', menuOpen: false },
  render: (args) => (
    <div style={{ minHeight: 460 }}>
      <LobbyKitWidget name="wallet-header" props={{ brand: args.brand, menuOpen: args.menuOpen }} />
    </div>
  ),
};
export default meta;

type Story = StoryObj<HeaderArgs>;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });

export const SignedOut: Story = { name: 'Signed out' };

export const SignedOutFreePlay: Story = {
  name: 'Signed out: free play offered',
  parameters: lobbykit({ modules: { FREEPLAY3: true } }),
};

export const SignedInTrial: Story = {
  name: 'Signed in: trial',
  parameters: lobbykit({ session: 'trial', modules: { FREEPLAY3: true } }),
};

export const SignedInTrialMenu: Story = {
  name: 'Signed in: trial, menu open',
  args: { menuOpen: true },
  parameters: lobbykit({ session: 'trial' }),
};

export const BengaliTrial: Story = {
  name: 'BN: trial',
  parameters: lobbykit({ language: 'BN', merchant: 'bd', session: 'trial' }),
};

export const BengaliFreePlay: Story = {
  name: 'BN: signed out, free play offered',
  parameters: lobbykit({ language: 'BN', merchant: 'bd', modules: { FREEPLAY3: true } }),
};

export const SignedInPlayer: Story = {
  name: 'Signed in: player',
  parameters: lobbykit({ session: 'player' }),
};

export const SignedInPlayerMenu: Story = {
  name: 'Signed in: player, menu open',
  args: { menuOpen: true },
  parameters: lobbykit({ session: 'player' }),
};

export const SignedInPlayerBadges: Story = {
  name: 'Signed in: player, VIP level and red counters (R3.08, R2.101)',
  args: { menuOpen: true },
  parameters: lobbykit({
    session: 'player',
    platform: { memberCenter: { counters: { messages: 3, rewards: 2, missions: 1 } } },
  }),
};

export const SignedInPlayerNoVip: Story = {
  name: 'Signed in: player, merchant without VIP, nothing waiting',
  args: { menuOpen: true },
  parameters: lobbykit({ session: 'player', platform: { memberRecords: { load: 'empty' } } }),
};

export const BengaliPlayerBadges: Story = {
  name: 'Bengali: player, VIP level and red counters',
  args: { menuOpen: true },
  parameters: lobbykit({
    session: 'player',
    language: 'BN',
    merchant: 'bd',
    platform: { memberCenter: { counters: { messages: 120, rewards: 4, missions: 0 } } },
  }),
};

export const SignedInAgentMenu: Story = {
  name: 'Signed in: agent, menu open',
  args: { menuOpen: true },
  parameters: lobbykit({ session: 'agent' }),
};

export const BengaliSignedOut: Story = {
  name: 'BN: signed out',
  parameters: lobbykit({ language: 'BN', merchant: 'bd' }),
};

export const BengaliAgentMenu: Story = {
  name: 'BN: agent, menu open',
  args: { menuOpen: true },
  parameters: lobbykit({ language: 'BN', merchant: 'bd', session: 'agent' }),
};

export const BalanceLoading: Story = {
  name: 'Signed in: balance loading',
  parameters: lobbykit({ session: 'player', platform: { lobby: { balance: 'pending' } } }),
};

export const BalanceUnavailable: Story = {
  name: 'Signed in: balance unavailable',
  parameters: lobbykit({ session: 'player', platform: { lobby: { balance: 'error' } } }),
};

export const BalanceHidden: Story = {
  name: 'Signed in: balance hidden',
  parameters: lobbykit({ session: 'player' }),
  play: async ({ canvasElement }) => {
    const root = await widgetRoot(canvasElement, '.lk-balance .lk-money');
    const toggle = root.querySelector<HTMLButtonElement>('.lk-balance button[aria-pressed="false"]');
    toggle?.click();
  },
};

export const BengaliPlayer: Story = {
  name: 'BN: player with balance and notices',
  parameters: lobbykit({ language: 'BN', merchant: 'bd', session: 'player' }),
};
