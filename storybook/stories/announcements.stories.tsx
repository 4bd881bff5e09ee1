import { openModal } from '@lobbykit/sdk';
import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import type { LobbyKitParameters } from '../.storybook/preview';

/** The marquee loads the announcements; the sdk then opens the popup for a first visit (R4.37). */
function Page({ open }: { open: boolean }) {
  useEffect(() => {
    if (open) openModal('announcements');
  }, [open]);
  return (
    <div style={{ maxWidth: 1200, padding: 16 }}>
      <LobbyKitWidget name="marquee" />
    </div>
  );
}

interface PopupArgs {
  /** Open the popup at once, as the notice bell would, whatever this session's closed flag says. */
  open: boolean;
}

const meta: Meta<PopupArgs> = {
  title: 'Widgets/Announcement popup',
  args: { open: false },
  render: (args) => <Page open={args.open} />,
};
export default meta;

type Story = StoryObj<PopupArgs>;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });

export const FirstVisit: Story = { name: 'First visit: popups, then notices' };
export const Paged: Story = {
  name: 'Many: 9 a page',
  args: { open: true },
  parameters: lobbykit({ session: 'player', platform: { lobby: { announcements: 'many' } } }),
};
export const Unsafe: Story = {
  name: 'Operator HTML sanitised',
  parameters: lobbykit({ platform: { lobby: { announcements: 'unsafe' } } }),
};
export const Loading: Story = {
  args: { open: true },
  parameters: lobbykit({ platform: { lobby: { announcements: 'pending' } } }),
};
export const Empty: Story = {
  args: { open: true },
  parameters: lobbykit({ platform: { lobby: { announcements: 'empty' } } }),
};
export const Failed: Story = {
  name: 'Error',
  args: { open: true },
  parameters: lobbykit({ platform: { lobby: { announcements: 'error' } } }),
};
export const Bengali: Story = {
  name: 'BN: first visit',
  parameters: lobbykit({ language: 'BN', merchant: 'bd' }),
};
