import type { AgentCenterPageProps } from './page-props';
import type { AgentCenterPage } from './pages';

/** Test and story fixtures: the consolidated settings as the server sends them (the sdk's). */
export { agentSettingsFixture } from '@lobbykit/sdk/testing';

/** A stand-in page for the shell's tests and stories: its name as a heading and the params it got. */
function stubPage(title: string) {
  return function StubPage({ params, go }: AgentCenterPageProps) {
    return (
      <div className="lk-ac-card">
        <h2>{title}</h2>
        <p>{Object.keys(params).length > 0 ? JSON.stringify(params) : 'No parameters'}</p>
        <button type="button" onClick={() => go('personalHistoryCopy', { account: 'player07' })}>
          Open player07's bets
        </button>
      </div>
    );
  };
}

const page = (
  name: string,
  label: string,
  flag?: AgentCenterPage['flag'],
  load?: AgentCenterPage['load'],
): AgentCenterPage => ({
  name,
  labelKey: `agentCenter.nav.${name}` as AgentCenterPage['labelKey'],
  icon: 'M4 4h16v16H4z',
  load: load ?? (() => Promise.resolve({ default: stubPage(label) })),
  ...(flag ? { flag } : {}),
});

/** The R2.108 list with stand-in pages, so the shell is tested and shown apart from the real pages. */
export function stubAgentPages(
  overrides: Partial<Record<string, AgentCenterPage['load']>> = {},
): AgentCenterPage[] {
  const list: [string, string, AgentCenterPage['flag']?][] = [
    ['deposit', 'Deposit page'],
    ['withdraw', 'Withdraw page'],
    ['agentAnnouncement', 'Announcement page'],
    ['agentTeamOverview', 'Team overview page'],
    ['registerCenter', 'Register account page'],
    ['downlineManagmentView', 'Team management page'],
    ['personalHistoryCopy', 'Team betting page'],
    ['palStatementsAgentCopy', 'User loss page'],
    ['agentRevenueReport', 'My income page'],
    ['agentDownlineTransactionDetailsCopy', 'Account details page'],
    ['agentDividendRecordCopy2', 'Dividend record page', 'enableCt'],
    ['agentDailyWages2', 'Daily wage page', 'salary'],
    ['agentHourSalary', 'Hourly salary page', 'hourSalary'],
    ['agentRealtimeSalary', 'Real-time salary page', 'realtimeSalary'],
    ['platformMessages', 'Platform messages page'],
    ['customerService', 'Customer service page'],
  ];
  return list.map(([name, label, flag]) => page(name, label, flag, overrides[name]));
}
