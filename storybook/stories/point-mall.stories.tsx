import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';
import type { PointMallScenario } from './point-mall-platform';
import { widgetRoot } from './shadow';

interface MallArgs {
  /** The section shown first. */
  section: 'rewards' | 'history' | 'details';
}

const meta: Meta<MallArgs> = {
  title: 'Widgets/Point mall',
  args: { section: 'rewards' },
  render: (args) => (
    <div style={{ maxWidth: 1280, margin: '0 auto', padding: 16 }}>
      <LobbyKitWidget name="point-mall" props={{ section: args.section }} />
    </div>
  ),
};
export default meta;

type Story = StoryObj<MallArgs>;
const lobbykit = (value: LobbyKitParameters) => ({ lobbykit: value });
const guest = (pointMall: PointMallScenario = {}, extra: LobbyKitParameters = {}) =>
  lobbykit({ platform: { pointMall }, ...extra });
const player = (pointMall: PointMallScenario = {}, extra: LobbyKitParameters = {}) =>
  lobbykit({ session: 'player', platform: { pointMall }, ...extra });

/** Presses the Redeem of the first reward (or Convert), then types a payment password and sends it. */
const redeemWith =
  (password: string | null, button = '.lk-pm-card .lk-button'): Story['play'] =>
  async ({ canvasElement }) => {
    const root = await widgetRoot(canvasElement, button);
    root.querySelector<HTMLButtonElement>(button)?.click();
    if (password === null) return;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const overlay = document.querySelector('lk-overlay')?.shadowRoot;
      const input = overlay?.querySelector<HTMLInputElement>(
        '.lk-pm-dialog input[name$="-pin"], .lk-pm-dialog input[type="password"]',
      );
      if (input) {
        input.value = password;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, 50));
        overlay?.querySelector<HTMLButtonElement>('.lk-pm-dialog button[type="submit"]')?.click();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

export const Guest: Story = { name: 'Guest browses the catalogue (R2.21, R6.01)', parameters: guest() };
export const GuestPresses: Story = {
  name: 'Guest presses Redeem: the login popup (R6.01)',
  parameters: guest(),
  play: redeemWith(null),
};
export const Member: Story = {
  name: 'Member: points, rewards, stock and what is short',
  parameters: player(),
};
export const FewPoints: Story = {
  name: 'Member with 300 points: nothing redeemable yet',
  parameters: player({ points: 300 }),
};
export const Loading: Story = { parameters: player({ load: 'pending' }) };
export const Empty: Story = { parameters: player({ load: 'empty' }) };
export const Failed: Story = { name: 'Error', parameters: player({ load: 'error' }) };
export const RedeemDialog: Story = {
  name: 'Redeem dialog: payment password (R7.62)',
  parameters: player(),
  play: redeemWith(null),
};
export const Redeemed: Story = {
  name: 'Redeemed: In Process in words',
  parameters: player(),
  play: redeemWith('135790'),
};
export const Redeeming: Story = {
  name: 'Redeem: sending',
  parameters: player({ action: 'pending' }),
  play: redeemWith('135790'),
};
export const WrongPassword: Story = {
  name: 'Redeem: wrong payment password, tries left',
  parameters: player({ action: 'wrongPassword' }),
  play: redeemWith('000000'),
};
export const Locked: Story = {
  name: 'Redeem: payment password locked',
  parameters: player({ action: 'locked' }),
  play: redeemWith('000000'),
};
export const NotSet: Story = {
  name: 'Redeem: no payment password yet, a link to the security center',
  parameters: player({ action: 'notSet' }),
  play: redeemWith('135790'),
};
export const ConvertDialog: Story = {
  name: 'Convert dialog: points to balance (R7.62)',
  parameters: player(),
  play: redeemWith(null, '.lk-pm-summary .lk-button'),
};
export const History: Story = {
  name: 'Redeem history: In Process, Approved, Rejected (R4.74, R2.102)',
  args: { section: 'history' },
  parameters: player(),
};
export const HistoryEmpty: Story = {
  name: 'Redeem history: none yet',
  args: { section: 'history' },
  parameters: player({ records: 'none' }),
};
export const Details: Story = {
  name: 'Points details: points, amount, type, status, time, remark, balance (R3.35)',
  args: { section: 'details' },
  parameters: player(),
};
export const Filipino: Story = { name: 'TY: member', parameters: player({}, { language: 'TY' }) };
export const Bengali: Story = {
  name: 'BN: Bangladesh merchant, points details',
  args: { section: 'details' },
  parameters: player({}, { language: 'BN', merchant: 'bd' }),
};
export const BengaliCatalogue: Story = {
  name: 'BN: Bangladesh merchant, catalogue',
  parameters: player({}, { language: 'BN', merchant: 'bd' }),
};
