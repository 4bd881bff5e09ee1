import { $startup } from '@lobbykit/sdk';
import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LobbyKitParameters } from '../.storybook/preview';
import type { PlatformScenario } from './fake-platform';

interface AgentPageArgs {
  page: string;
  params?: Record<string, string>;
}

/** The agent center's pages inside the real shell, signed in as agent01 with agent policy on (R6.19). */
const meta: Meta<AgentPageArgs> = {
  title: 'Widgets/Agent center pages',
  args: { page: 'agentTeamOverview' },
  render: (args) => (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <LobbyKitWidget name="agent-center" props={{ page: args.page, params: args.params ?? {} }} />
    </div>
  ),
};
export default meta;

type Story = StoryObj<AgentPageArgs>;
type Load = 'ok' | 'empty' | 'error' | 'pending';

const agent = (platform: PlatformScenario, extra: LobbyKitParameters = {}) => ({
  lobbykit: {
    session: 'agent',
    modules: { AGENTPOLICY: true },
    platform,
    ...extra,
  } satisfies LobbyKitParameters,
});

/** How each page's reads answer in a state: the agent endpoints, or the member center's for reused pages. */
function platformFor(page: string, load: Load): PlatformScenario {
  switch (page) {
    case 'deposit':
    case 'withdraw':
      return { memberCenter: { load } };
    case 'platformMessages':
      return { memberRecords: { load } };
    case 'agentAnnouncement':
      return { lobby: { announcements: load === 'ok' ? 'many' : load } };
    default:
      return { agentPages: { load } };
  }
}

/** Every state a page has (STYLE.md): filled, loading, empty and error. */
function states(page: string, label: string): Record<Load, Story> {
  const story = (load: Load, name: string): Story => ({
    name: `${label}: ${name}`,
    args: { page },
    parameters: agent(platformFor(page, load)),
  });
  return {
    ok: story('ok', 'filled'),
    pending: story('pending', 'loading'),
    empty: story('empty', 'empty'),
    error: story('error', 'error'),
  };
}

const deposit = states('deposit', 'Deposit');
export const DepositFilled = deposit.ok;
export const DepositLoading = deposit.pending;
export const DepositEmpty = deposit.empty;
export const DepositError = deposit.error;

const withdraw = states('withdraw', 'Withdraw');
export const WithdrawFilled = withdraw.ok;
export const WithdrawLoading = withdraw.pending;
export const WithdrawEmpty = withdraw.empty;
export const WithdrawError = withdraw.error;

const announcement = states('agentAnnouncement', 'Announcements');
export const AnnouncementFilled = announcement.ok;
export const AnnouncementLoading = announcement.pending;
export const AnnouncementEmpty = announcement.empty;
export const AnnouncementError = announcement.error;

const overview = states('agentTeamOverview', 'Team overview');
export const OverviewFilled = overview.ok;
export const OverviewLoading = overview.pending;
export const OverviewEmpty = overview.empty;
export const OverviewError = overview.error;

/** The form reads nothing until it is sent (the merchant's rules then): it has the form state only. */
export const RegisterForm: Story = {
  name: 'Register account: form',
  args: { page: 'registerCenter' },
  parameters: agent({ agentPages: {} }),
};

const team = states('downlineManagmentView', 'Team management');
export const TeamFilled = team.ok;
export const TeamLoading = team.pending;
export const TeamEmpty = team.empty;
export const TeamError = team.error;
export const TeamOfferLowersDownline: Story = {
  name: 'Team management: offer below the downline’s rate (R4.81)',
  args: { page: 'downlineManagmentView' },
  parameters: agent({ agentPages: { lowersDownline: true } }),
};

const betting = states('personalHistoryCopy', 'Team betting');
export const BettingFilled = betting.ok;
export const BettingLoading = betting.pending;
export const BettingEmpty = betting.empty;
export const BettingError = betting.error;

const loss = states('palStatementsAgentCopy', 'User loss');
export const LossFilled = loss.ok;
export const LossLoading = loss.pending;
export const LossEmpty = loss.empty;
export const LossError = loss.error;

const income = states('agentRevenueReport', 'My income');
export const IncomeFilled = income.ok;
export const IncomeLoading = income.pending;
export const IncomeEmpty = income.empty;
export const IncomeError = income.error;

const details = states('agentDownlineTransactionDetailsCopy', 'Account details');
export const DetailsFilled = details.ok;
export const DetailsLoading = details.pending;
export const DetailsEmpty = details.empty;
export const DetailsError = details.error;

const dividend = states('agentDividendRecordCopy2', 'Dividend record');
export const DividendFilled = dividend.ok;
export const DividendLoading = dividend.pending;
export const DividendEmpty = dividend.empty;
export const DividendError = dividend.error;

const daily = states('agentDailyWages2', 'Daily wage');
export const DailyWageFilled = daily.ok;
export const DailyWageLoading = daily.pending;
export const DailyWageEmpty = daily.empty;
export const DailyWageError = daily.error;

const hourly = states('agentHourSalary', 'Hourly salary');
export const HourlyFilled = hourly.ok;
export const HourlyLoading = hourly.pending;
export const HourlyEmpty = hourly.empty;
export const HourlyError = hourly.error;

const realtime = states('agentRealtimeSalary', 'Real-time salary');
export const RealtimeFilled = realtime.ok;
export const RealtimeLoading = realtime.pending;
export const RealtimeEmpty = realtime.empty;
export const RealtimeError = realtime.error;

const messages = states('platformMessages', 'Platform messages');
export const MessagesFilled = messages.ok;
export const MessagesLoading = messages.pending;
export const MessagesEmpty = messages.empty;
export const MessagesError = messages.error;

/** The hours and the merchant's channels come with startup: no read of the page's own to fail. */
export const ServiceFilled: Story = {
  name: 'Customer service: hours and channels',
  args: { page: 'customerService' },
  parameters: agent({}),
  beforeEach() {
    const startup = $startup.get();
    if (startup.phase !== 'ready' || !startup.permission) return;
    $startup.set({
      ...startup,
      permission: {
        ...startup.permission,
        info: {
          ...startup.permission.info,
          customerService: [
            { csType: 'LIVECHAT', path: 'https://ph.lobbykit.example/support/chat' },
            { csType: 'TELEGRAM', path: 'https://t.me/lobbykit_ph_support' },
            { csType: 'EMAIL', path: 'mailto:support@ph.lobbykit.example' },
          ],
        },
      },
    });
  },
};
export const ServiceEmpty: Story = {
  name: 'Customer service: no channels set up',
  args: { page: 'customerService' },
  parameters: agent({}),
};

export const OverviewBengali: Story = {
  name: 'BN: team overview, Bangladesh merchant',
  args: { page: 'agentTeamOverview' },
  parameters: agent({ agentPages: {} }, { language: 'BN', merchant: 'bd' }),
};
export const TeamTagalog: Story = {
  name: 'TY: team management',
  args: { page: 'downlineManagmentView' },
  parameters: agent({ agentPages: {} }, { language: 'TY' }),
};
