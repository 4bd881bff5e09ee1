import type { MessageKey } from '@lobbykit/sdk';
import type { AgentNavFlag } from '@lobbykit/sdk/agent';
import type { ComponentType } from 'react';
import type { AgentCenterPageProps } from './page-props';

export interface AgentCenterPage {
  /** The spec's page name (R2.110-R2.114) where it has one; `?page=<name>` selects it. */
  name: string;
  labelKey: MessageKey;
  /** An SVG path (24 x 24 view box) for the navigation. */
  icon: string;
  /** The page's own chunk, fetched the first time it opens (R2.109). */
  load: () => Promise<{ default: ComponentType<AgentCenterPageProps> }>;
  /** Shown only when the consolidated settings turn this flag on (R2.111-R2.114, R6.18). */
  flag?: AgentNavFlag;
}

/**
 * The agent center's pages in the navigation's order (R2.108). Each page module in ./pages
 * default-exports its component, which takes AgentCenterPageProps.
 */
export const agentCenterPages: readonly AgentCenterPage[] = [
  {
    name: 'deposit',
    labelKey: 'agentCenter.nav.deposit',
    icon: 'M12 4v12m0 0l-5-5m5 5l5-5M5 20h14',
    load: () => import('./pages/deposit'),
  },
  {
    name: 'withdraw',
    labelKey: 'agentCenter.nav.withdraw',
    icon: 'M12 20V8m0 0l-5 5m5-5l5 5M5 4h14',
    load: () => import('./pages/withdraw'),
  },
  {
    name: 'agentAnnouncement',
    labelKey: 'agentCenter.nav.agentAnnouncement',
    icon: 'M4 10v4h3l6 4V6L7 10H4zM17 9a4 4 0 010 6',
    load: () => import('./pages/announcement'),
  },
  {
    name: 'agentTeamOverview',
    labelKey: 'agentCenter.nav.agentTeamOverview',
    icon: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
    load: () => import('./pages/team-overview'),
  },
  {
    name: 'registerCenter',
    labelKey: 'agentCenter.nav.registerCenter',
    icon: 'M10 11a4 4 0 100-8 4 4 0 000 8zM3 21c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6',
    load: () => import('./pages/register-account'),
  },
  {
    name: 'downlineManagmentView',
    labelKey: 'agentCenter.nav.downlineManagmentView',
    icon: 'M12 3v5M6 13V9h12v4M3 13h6v6H3zM15 13h6v6h-6zM9 3h6v5H9z',
    load: () => import('./pages/team-management'),
  },
  {
    name: 'personalHistoryCopy',
    labelKey: 'agentCenter.nav.personalHistoryCopy',
    icon: 'M4 5h16v14H4zM8 9h8M8 13h8M8 17h5',
    load: () => import('./pages/team-betting'),
  },
  {
    name: 'palStatementsAgentCopy',
    labelKey: 'agentCenter.nav.palStatementsAgentCopy',
    icon: 'M4 4v16h16M7 8l4 5 3-3 5 6',
    load: () => import('./pages/user-loss'),
  },
  {
    name: 'agentRevenueReport',
    labelKey: 'agentCenter.nav.agentRevenueReport',
    icon: 'M4 20h16M6 16l4-5 3 3 5-7',
    load: () => import('./pages/my-income'),
  },
  {
    name: 'agentDownlineTransactionDetailsCopy',
    labelKey: 'agentCenter.nav.agentDownlineTransactionDetailsCopy',
    icon: 'M6 3h9l4 4v14H6zM9 11h7M9 15h7M9 19h4',
    load: () => import('./pages/account-details'),
  },
  {
    name: 'agentDividendRecordCopy2',
    labelKey: 'agentCenter.nav.agentDividendRecordCopy2',
    icon: 'M12 3a9 9 0 109 9h-9zM14 3.2A9 9 0 0120.8 10H14z',
    load: () => import('./pages/dividend-record'),
    flag: 'enableCt',
  },
  {
    name: 'agentDailyWages2',
    labelKey: 'agentCenter.nav.agentDailyWages2',
    icon: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3',
    load: () => import('./pages/daily-wage'),
    flag: 'salary',
  },
  {
    name: 'agentHourSalary',
    labelKey: 'agentCenter.nav.agentHourSalary',
    icon: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 3',
    load: () => import('./pages/hourly-salary'),
    flag: 'hourSalary',
  },
  {
    name: 'agentRealtimeSalary',
    labelKey: 'agentCenter.nav.agentRealtimeSalary',
    icon: 'M13 2L4 14h7l-1 8 9-12h-7z',
    load: () => import('./pages/realtime-salary'),
    flag: 'realtimeSalary',
  },
  {
    name: 'platformMessages',
    labelKey: 'agentCenter.nav.platformMessages',
    icon: 'M3 6h18v12H3zM3 6l9 7 9-7',
    load: () => import('./pages/platform-messages'),
  },
  {
    name: 'customerService',
    labelKey: 'agentCenter.nav.customerService',
    icon: 'M4 13v-1a8 8 0 0116 0v1M4 13h3v6H4zM17 13h3v6h-3zM20 19c0 1.5-2 2-5 2',
    load: () => import('./pages/customer-service'),
  },
];

export function findAgentPage(
  name: string | null | undefined,
  pages: readonly AgentCenterPage[] = agentCenterPages,
): AgentCenterPage | undefined {
  const wanted = name?.toLowerCase();
  return pages.find((page) => page.name.toLowerCase() === wanted);
}
