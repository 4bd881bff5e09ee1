/**
 * The agent center's conditional pages (R2.111-R2.114, R6.18): each is named by the flag that turns
 * it on. enableCt: dividends (agentDividendRecordCopy2); salary: daily wage (agentDailyWages2);
 * hourSalary: hourly salary (agentHourSalary); realtimeSalary: real-time salary (agentRealtimeSalary,
 * on when the consolidated settings enable realtimesalreqtype).
 */
export type AgentNavFlag = 'enableCt' | 'salary' | 'hourSalary' | 'realtimeSalary';

export type AgentNavFlags = Readonly<Record<AgentNavFlag, boolean>>;

/** Before the consolidated settings arrive, or when they may not be loaded: no conditional page. */
export const NO_AGENT_NAV_FLAGS: AgentNavFlags = {
  enableCt: false,
  salary: false,
  hourSalary: false,
  realtimeSalary: false,
};

/** The pages a navigation shows: every page without a flag, and those whose flag is on, in order. */
export function visibleAgentPages<Page extends { flag?: AgentNavFlag | undefined }>(
  pages: readonly Page[],
  flags: AgentNavFlags,
): Page[] {
  return pages.filter((page) => page.flag === undefined || flags[page.flag]);
}
