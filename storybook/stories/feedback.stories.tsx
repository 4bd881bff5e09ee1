import { openFeedback } from '@lobbykit/sdk/feedback';
import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import type { LobbyKitParameters } from '../.storybook/preview';

/** The feedback modal (R2.37, R7.19) over the footer whose "Feedback and complaints" link opens it. */
function Page() {
  useEffect(() => openFeedback(), []);
  return (
    <div style={{ maxWidth: 1200, padding: 16 }}>
      <LobbyKitWidget name="site-footer" />
    </div>
  );
}

const meta: Meta = {
  title: 'Widgets/Feedback',
  render: () => <Page />,
  parameters: { lobbykit: { session: 'player' } satisfies LobbyKitParameters },
};
export default meta;

type Story = StoryObj;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });

/** Type a message, pick images and send: the thank-you follows. */
export const Form: Story = { name: 'Form (send it for the thank-you)' };
export const Sending: Story = {
  name: 'Sending (the answer never comes)',
  parameters: lobbykit({ session: 'player', platform: { feedback: { send: 'pending' } } }),
};
export const TooMany: Story = {
  name: 'Refused: 5 an hour',
  parameters: lobbykit({ session: 'player', platform: { feedback: { send: 'tooMany' } } }),
};
export const Guest: Story = { name: 'Guest: log in first', parameters: lobbykit({ session: 'signedOut' }) };
export const Trial: Story = {
  name: 'Trial player: register first',
  parameters: lobbykit({ session: 'trial' }),
};
export const Filipino: Story = { name: 'TY', parameters: lobbykit({ session: 'player', language: 'TY' }) };
export const Bengali: Story = {
  name: 'BN',
  parameters: lobbykit({ session: 'player', language: 'BN', merchant: 'bd' }),
};
