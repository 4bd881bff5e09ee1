import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';
import type { MemberCenterScenario } from './member-center-platform';

interface MemberCenterArgs {
  page: string;
}

const meta: Meta<MemberCenterArgs> = {
  title: 'Widgets/Member center',
  args: { page: 'depositv2' },
  render: (args) => (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
      <LobbyKitWidget name="member-center" props={{ page: args.page, params: {} }} />
    </div>
  ),
};
export default meta;

type Story = StoryObj<MemberCenterArgs>;
const player = (memberCenter: MemberCenterScenario = {}, extra: LobbyKitParameters = {}) => ({
  lobbykit: { session: 'player', platform: { memberCenter }, ...extra } satisfies LobbyKitParameters,
});

export const DepositFilled: Story = { name: 'Deposit: channels and records', parameters: player() };
export const DepositLoading: Story = { name: 'Deposit: loading', parameters: player({ load: 'pending' }) };
export const DepositEmpty: Story = {
  name: 'Deposit: no channel open',
  parameters: player({ load: 'empty' }),
};
export const DepositError: Story = { name: 'Deposit: error', parameters: player({ load: 'error' }) };
export const DepositBengali: Story = {
  name: 'BN: deposit',
  parameters: player({}, { language: 'BN', merchant: 'bd' }),
};

export const WithdrawFilled: Story = {
  name: 'Withdraw: ready',
  args: { page: 'withdraw' },
  parameters: player(),
};
export const WithdrawTurnover: Story = {
  name: 'Withdraw: turnover still to play',
  args: { page: 'withdraw' },
  parameters: player({ turnoverPending: true }),
};
export const WithdrawConfirmation: Story = {
  name: 'Withdraw: confirmation asked',
  args: { page: 'withdraw' },
  parameters: player({ confirmation: true }),
};
export const WithdrawEmpty: Story = {
  name: 'Withdraw: no account, no payment password',
  args: { page: 'withdraw' },
  parameters: player({ load: 'empty' }),
};
export const WithdrawLoading: Story = {
  name: 'Withdraw: loading',
  args: { page: 'withdraw' },
  parameters: player({ load: 'pending' }),
};
export const WithdrawError: Story = {
  name: 'Withdraw: error',
  args: { page: 'withdraw' },
  parameters: player({ load: 'error' }),
};
export const WithdrawTagalog: Story = {
  name: 'TY: withdraw, confirmation asked',
  args: { page: 'withdraw' },
  parameters: player({ confirmation: true }, { language: 'TY' }),
};

export const SecurityFilled: Story = {
  name: 'Security center',
  args: { page: 'securityCenter' },
  parameters: player({ counters: { messages: 3, rewards: 1, missions: 0 } }),
};
export const SecurityEmpty: Story = {
  name: 'Security center: nothing bound',
  args: { page: 'securityCenter' },
  parameters: player({ load: 'empty' }),
};
export const SecurityLoading: Story = {
  name: 'Security center: loading',
  args: { page: 'securityCenter' },
  parameters: player({ load: 'pending' }),
};
export const SecurityError: Story = {
  name: 'Security center: error',
  args: { page: 'securityCenter' },
  parameters: player({ load: 'error' }),
};
export const SecurityBengali: Story = {
  name: 'BN: security center',
  args: { page: 'securityCenter' },
  parameters: player({}, { language: 'BN', merchant: 'bd' }),
};

export const TransferMultiWallet: Story = {
  name: 'Transfer funds: game wallets (bd)',
  args: { page: 'transferFund' },
  parameters: player({}, { merchant: 'bd' }),
};
export const TransferSingleWallet: Story = {
  name: 'Transfer funds: single wallet (ph)',
  args: { page: 'transferFund' },
  parameters: player(),
};
export const TransferLoading: Story = {
  name: 'Transfer funds: loading',
  args: { page: 'transferFund' },
  parameters: player({ load: 'pending' }),
};
export const TransferError: Story = {
  name: 'Transfer funds: error',
  args: { page: 'transferFund' },
  parameters: player({ load: 'error' }),
};

export const UplineFilled: Story = {
  name: 'Transfer to upline',
  args: { page: 'transferUpline' },
  parameters: player(),
};
export const UplineNone: Story = {
  name: 'Transfer to upline: no upline',
  args: { page: 'transferUpline' },
  parameters: player({ load: 'empty' }),
};
export const UplineLoading: Story = {
  name: 'Transfer to upline: loading',
  args: { page: 'transferUpline' },
  parameters: player({ load: 'pending' }),
};
export const UplineError: Story = {
  name: 'Transfer to upline: error',
  args: { page: 'transferUpline' },
  parameters: player({ load: 'error' }),
};

export const Trial: Story = {
  name: 'Trial player: register first',
  parameters: { lobbykit: { session: 'trial' } },
};
export const SignedOut: Story = { name: 'Signed out: log in first', parameters: { lobbykit: {} } };
