import type { ResponseOf } from '@lobbykit/api-client';
import type { agentSettings } from '@lobbykit/api-client/agent';
import { markLoggedIn, saveToken } from '../../stores/session';
import { $startup } from '../../stores/startup';
import { member, permissionValue, statusValue } from '../../testing/fake-platform';

/** The agent actions' tests: startup finished with these module flags, a member signed in as `type`. */
export function readyWith(flags: Record<string, boolean>, utcOffsetMinutes?: number): void {
  const permission = permissionValue(flags);
  if (utcOffsetMinutes !== undefined) permission.merchant.utcOffsetMinutes = utcOffsetMinutes;
  const status = statusValue(0);
  $startup.set({ phase: 'ready', ...status, permission });
}

export function signInAs(type: number, token = 'tok-agent'): void {
  saveToken(token);
  markLoggedIn({ ...member, account: type === 1 ? 'agent01' : member.account, type });
}

export function settingsValue(
  overrides: Partial<ResponseOf<typeof agentSettings>> = {},
): ResponseOf<typeof agentSettings> {
  return {
    divtypereq: true,
    dailysalreqtype: true,
    contracthoursalreq: false,
    realtimesalreqtype: false,
    divtypeinfo: false,
    dailysalinfotype: false,
    contracthoursalinfo: false,
    contractmrdailysalinfotype: false,
    pages: { enableCt: true, salary: true, hourSalary: false, realtimesalreqtype: false },
    isAgent: true,
    ownRates: { dividend: 30, dailyWage: 1.5, hourlySalary: null, realtimeSalary: null },
    utcOffsetMinutes: 480,
    ...overrides,
  };
}

export { contractFixture } from '../../testing/agent-fixtures';
