import { describe, expect, it } from 'vitest';
import { type AgentNavFlag, NO_AGENT_NAV_FLAGS, visibleAgentPages } from './nav-pages';

const pages: { name: string; flag?: AgentNavFlag }[] = [
  { name: 'agentTeamOverview' },
  { name: 'agentDividendRecordCopy2', flag: 'enableCt' },
  { name: 'agentDailyWages2', flag: 'salary' },
  { name: 'agentHourSalary', flag: 'hourSalary' },
  { name: 'agentRealtimeSalary', flag: 'realtimeSalary' },
  { name: 'customerService' },
];
const names = (list: { name: string }[]) => list.map((page) => page.name);

describe('agent center navigation', () => {
  it('R6.18 without the flags shows only the pages that need none, in order', () => {
    expect(names(visibleAgentPages(pages, NO_AGENT_NAV_FLAGS))).toEqual([
      'agentTeamOverview',
      'customerService',
    ]);
  });

  it('R2.111 R2.112 R2.113 R2.114 each conditional page shows with its own flag only', () => {
    const only = (flag: AgentNavFlag) =>
      names(visibleAgentPages(pages, { ...NO_AGENT_NAV_FLAGS, [flag]: true }));
    expect(only('enableCt')).toEqual(['agentTeamOverview', 'agentDividendRecordCopy2', 'customerService']);
    expect(only('salary')).toEqual(['agentTeamOverview', 'agentDailyWages2', 'customerService']);
    expect(only('hourSalary')).toEqual(['agentTeamOverview', 'agentHourSalary', 'customerService']);
    expect(only('realtimeSalary')).toEqual(['agentTeamOverview', 'agentRealtimeSalary', 'customerService']);
  });
});
