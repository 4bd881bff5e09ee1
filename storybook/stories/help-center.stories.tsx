import { forgetHelpCenter, openHelpCenter } from '@lobbykit/sdk/help-center';
import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import type { LobbyKitParameters } from '../.storybook/preview';

/** The /help route's modal over the footer whose help list links to its topics (R2.04, R2.05). */
function Page({ topic }: { topic: string }) {
  useEffect(() => {
    // Each story reads its own scenario, not the answer an earlier story kept.
    forgetHelpCenter();
    openHelpCenter(topic || undefined);
  }, [topic]);
  return (
    <div style={{ maxWidth: 1200, padding: 16 }}>
      <LobbyKitWidget name="site-footer" />
    </div>
  );
}

interface HelpArgs {
  /** The topic it opens on, as /help#term would; empty for the first. */
  topic: string;
}

const meta: Meta<HelpArgs> = {
  title: 'Widgets/Help center',
  args: { topic: '' },
  render: (args) => <Page topic={args.topic} />,
};
export default meta;

type Story = StoryObj<HelpArgs>;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });

export const Topics: Story = { name: 'Topics: the first one open' };
export const Terms: Story = { name: '/help#term: the terms', args: { topic: 'term' } };
export const Loading: Story = { parameters: lobbykit({ platform: { helpCenter: { load: 'pending' } } }) };
export const Failed: Story = {
  name: 'Error',
  parameters: lobbykit({ platform: { helpCenter: { load: 'error' } } }),
};
export const Empty: Story = { parameters: lobbykit({ platform: { helpCenter: { load: 'empty' } } }) };
export const Filipino: Story = {
  name: 'TY: ph terms',
  args: { topic: 'term' },
  parameters: lobbykit({ language: 'TY' }),
};
export const Bengali: Story = {
  name: 'BN: bd responsible gaming',
  args: { topic: 'responsible' },
  parameters: lobbykit({ language: 'BN', merchant: 'bd' }),
};
