import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';

/**
 * A partner's theme, from the partner's own stylesheet only: `--lk-*` custom properties on a
 * container (they inherit into every widget's shadow root) and `::part()` rules for the parts the
 * widgets name. Nothing else of the page reaches inside.
 */
export const PARTNER_THEME_CSS = `
.partner-theme {
  --lk-font: Georgia, 'Times New Roman', serif;
  --lk-bg: #1b1410;
  --lk-surface: #2a1e16;
  --lk-surface-2: #3a2a1f;
  --lk-border: #6b4f33;
  --lk-text: #f5ead8;
  --lk-text-muted: #cdb99b;
  --lk-primary: #8a5a12;
  --lk-primary-hover: #74480a;
  --lk-primary-text: #fff8ec;
  --lk-accent: #f0c36a;
  --lk-link: #f0c36a;
  --lk-radius: 2px;
  --lk-radius-sm: 2px;
}
.partner-theme [data-lk-widget]::part(title) {
  font-variant: small-caps;
  letter-spacing: 0.04em;
  color: #f0c36a;
}
.partner-theme [data-lk-widget]::part(button-primary) {
  text-transform: uppercase;
  letter-spacing: 0.08em;
  border-bottom: 3px solid #c8963e;
}
.partner-theme [data-lk-widget]::part(input) {
  border-width: 0 0 2px;
  border-radius: 0;
  background: transparent;
}
.partner-theme [data-lk-widget]::part(balance) {
  color: #f0c36a;
}
`;

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
