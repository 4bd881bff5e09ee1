import type { ResponseOf } from '@lobbykit/api-client';
import { agentSettings } from '@lobbykit/api-client/agent';
import { atom } from 'nanostores';
import { getClient } from '../../client/configure';
import { $session, type SessionState } from '../../stores/session';
import { isModuleEnabled } from '../module-flags';
import { type AgentNavFlags, NO_AGENT_NAV_FLAGS } from './nav-pages';

export type AgentSettings = ResponseOf<typeof agentSettings>;

/** The whitelabel module that turns agent policy (contracts, salaries, dividends) on (R6.19). */
export const AGENT_POLICY_MODULE = 'AGENTPOLICY';

/**
 * The consolidated settings (R3.21, R3.22) of the signed-in member: `off` when they may not be
 * loaded (R6.19) or nobody asked yet, then loading, ready or failed.
 */
export type AgentSettingsState =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'ready'; settings: AgentSettings }
  | { status: 'failed'; errorCode: string };

export const $agentSettings = atom<AgentSettingsState>({ status: 'off' });

/**
 * R6.19: consolidated data loads only for logged-in members who are not trial players, on a merchant
 * whose agent-policy flag is on. A trial player never asks (spec section 6: it does not fetch
 * consolidated data).
 */
export function mayLoadAgentSettings(
  visitor: Pick<SessionState, 'isLogin' | 'isTrial'> = $session.get(),
): boolean {
  return visitor.isLogin && !visitor.isTrial && isModuleEnabled(AGENT_POLICY_MODULE);
}

let pending: { token: string | null; request: Promise<AgentSettingsState> } | null = null;

/**
 * Loads the consolidated settings once per session (callers at the same time share one request);
 * `force` asks again (a retry, or after a contract was answered). Resolves `off` without a request
 * when R6.19 does not allow it.
 */
export function loadAgentSettings({ force = false } = {}): Promise<AgentSettingsState> {
  if (!mayLoadAgentSettings()) {
    $agentSettings.set({ status: 'off' });
    return Promise.resolve($agentSettings.get());
  }
  const token = $session.get().token;
  if (!force && pending?.token === token) return pending.request;
  $agentSettings.set({ status: 'loading' });
  const request = getClient()
    .call(agentSettings)
    .then(
      (settings): AgentSettingsState => ({ status: 'ready', settings }),
      (error: unknown): AgentSettingsState => ({
        status: 'failed',
        errorCode: (error as { errorCode?: string }).errorCode ?? 'unknown_error',
      }),
    )
    .then((state) => {
      // A sign-out (or another account) while the request ran: its answer is not this session's.
      if ($session.get().token === token) $agentSettings.set(state);
      else if (pending?.request === request) pending = null;
      return state;
    });
  pending = { token, request };
  return request;
}

// R4.21: a sign-out forgets the settings, so the next account never sees the last one's pages.
$session.listen((session) => {
  if (pending && pending.token !== session.token) {
    pending = null;
    $agentSettings.set({ status: 'off' });
  }
});

/**
 * R2.111-R2.114, R6.18: which conditional pages the agent center shows. Off until the settings are
 * ready; agentRealtimeSalary shows when they enable realtimesalreqtype (the decisions on the spec).
 */
export function agentNavFlags(state: AgentSettingsState = $agentSettings.get()): AgentNavFlags {
  if (state.status !== 'ready') return NO_AGENT_NAV_FLAGS;
  const { pages } = state.settings;
  return {
    enableCt: pages.enableCt,
    salary: pages.salary,
    hourSalary: pages.hourSalary,
    realtimeSalary: pages.realtimesalreqtype,
  };
}

/** R3.22, R2.38: whether an upline's offer waits for the member's answer (the contract modal). */
export function hasContractOffer(state: AgentSettingsState = $agentSettings.get()): boolean {
  if (state.status !== 'ready') return false;
  const { settings } = state;
  return (
    settings.divtypeinfo ||
    settings.dailysalinfotype ||
    settings.contracthoursalinfo ||
    settings.contractmrdailysalinfotype
  );
}
