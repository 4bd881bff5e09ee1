import type { ResponseOf } from '@lobbykit/api-client';
import type { agentSettings } from '@lobbykit/api-client/agent';
import { markLoggedIn, saveToken } from '../../stores/session';
import { $startup } from '../../stores/startup';
import { agentSettingsFixture } from '../../testing/agent-fixtures';
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

/** The settings of agent01 on a merchant that offers dividends and daily wages only. */
export function settingsValue(
  overrides: Partial<ResponseOf<typeof agentSettings>> = {},
): ResponseOf<typeof agentSettings> {
  return agentSettingsFixture({
    contracthoursalreq: false,
    realtimesalreqtype: false,
    pages: { enableCt: true, salary: true, hourSalary: false, realtimesalreqtype: false },
    ownRates: { dividend: 30, dailyWage: 1.5, hourlySalary: null, realtimeSalary: null },
    ...overrides,
  });
}

export { contractFixture } from '../../testing/agent-fixtures';
