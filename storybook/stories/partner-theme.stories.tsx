import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';
import { PARTNER_THEME_CSS } from './partner-theme-css';

interface ThemeArgs {
  themed: boolean;
}

const meta: Meta<ThemeArgs> = {
  title: 'Embedding/Partner theme',
  args: { themed: true },
  render: ({ themed }) => (
    <div className={themed ? 'partner-theme' : undefined} style={{ minHeight: 720 }}>
      <style>{PARTNER_THEME_CSS}</style>
      <div style={{ background: themed ? '#2a1e16' : undefined, padding: '8px 16px' }}>
        <LobbyKitWidget name="wallet-header" props={{ brand: 'Lucky Lounge' }} />
      </div>
      <div
        style={{
          display: 'grid',
          gap: 24,
          gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
          maxWidth: 880,
          margin: '0 auto',
          padding: '32px 16px',
        }}
      >
        <LobbyKitWidget name="login" props={{ variant: 'inline' }} />
        <LobbyKitWidget name="register" props={{ variant: 'inline' }} />
      </div>
    </div>
  ),
};
export default meta;

type Story = StoryObj<ThemeArgs>;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });

export const PartnerTheme: Story = { name: 'Partner theme: signed out' };

export const PartnerThemeSignedIn: Story = {
  name: 'Partner theme: signed in',
  parameters: lobbykit({ session: 'player' }),
};

export const DefaultTheme: Story = { name: 'The same widgets, default theme', args: { themed: false } };
