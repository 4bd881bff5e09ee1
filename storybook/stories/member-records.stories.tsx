import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';
import type { MemberRecordsScenario } from './member-records-platform';

interface RecordsArgs {
  page: string;
}

const meta: Meta<RecordsArgs> = {
  title: 'Widgets/Member center records',
  args: { page: 'personalHistoryCopy' },
  render: (args) => (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
      <LobbyKitWidget name="member-center" props={{ page: args.page, params: {} }} />
    </div>
  ),
};
export default meta;

type Story = StoryObj<RecordsArgs>;
const player = (memberRecords: MemberRecordsScenario = {}, extra: LobbyKitParameters = {}) => ({
  lobbykit: { session: 'player', platform: { memberRecords }, ...extra } satisfies LobbyKitParameters,
});

/** Every state a record page has (STYLE.md): filled, loading, empty and error. */
function states(page: string, label: string): Record<string, Story> {
  return {
    filled: { name: `${label}: filled`, args: { page }, parameters: player() },
    loading: { name: `${label}: loading`, args: { page }, parameters: player({ load: 'pending' }) },
    empty: { name: `${label}: empty`, args: { page }, parameters: player({ load: 'empty' }) },
    error: { name: `${label}: error`, args: { page }, parameters: player({ load: 'error' }) },
  };
}

const bets = states('personalHistoryCopy', 'Betting record');
export const BetsFilled = bets.filled;
export const BetsLoading = bets.loading;
export const BetsEmpty = bets.empty;
export const BetsError = bets.error;

const movements = states('transactionHistory', 'Account record');
export const MovementsFilled = movements.filled;
export const MovementsLoading = movements.loading;
export const MovementsEmpty = movements.empty;
export const MovementsError = movements.error;

const profit = states('personalProfit', 'Profit and loss');
export const ProfitFilled = profit.filled;
export const ProfitLoading = profit.loading;
export const ProfitEmpty = profit.empty;
export const ProfitError = profit.error;

const bonus = states('bonusDetails', 'Bonus details');
export const BonusFilled = bonus.filled;
export const BonusLoading = bonus.loading;
export const BonusEmpty = bonus.empty;
export const BonusError = bonus.error;

/**
 * The reward center lists what its red counter counts (R2.101): the promotions the member can claim
 * now (one card per R4.75 status is served, the claim one is listed), then the granted rewards.
 */
const rewardCenter = (name: string, load: MemberRecordsScenario['load']): Story => ({
  name: `Reward center: ${name}`,
  args: { page: 'rewardCenter' },
  parameters: {
    lobbykit: {
      session: 'player',
      platform: { memberRecords: { load }, promotions: { list: 'statuses', load } },
    } satisfies LobbyKitParameters,
  },
});
export const RewardsFilled = rewardCenter('filled', 'ok');
export const RewardsLoading = rewardCenter('loading', 'pending');
export const RewardsEmpty = rewardCenter('empty', 'empty');
export const RewardsError = rewardCenter('error', 'error');

const messages = states('messageV2', 'Messages');
export const MessagesFilled = messages.filled;
export const MessagesLoading = messages.loading;
export const MessagesEmpty = messages.empty;
export const MessagesError = messages.error;

const referral = states('referral', 'Referral');
export const ReferralFilled = referral.filled;
export const ReferralLoading = referral.loading;
export const ReferralEmpty = referral.empty;
export const ReferralError = referral.error;

const rank = states('playerRank', 'VIP level');
export const RankFilled = rank.filled;
export const RankLoading = rank.loading;
export const RankEmpty = rank.empty;
export const RankError = rank.error;

export const BetsBengali: Story = {
  name: 'BN: betting record, Bangladesh merchant',
  args: { page: 'personalHistoryCopy' },
  parameters: player({}, { language: 'BN', merchant: 'bd' }),
};
export const MessagesTagalog: Story = {
  name: 'TY: messages',
  args: { page: 'messageV2' },
  parameters: player({}, { language: 'TY' }),
};
