import { agentSettings } from '@lobbykit/api-client/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSessionState } from '../../stores/session';
import { $startup } from '../../stores/startup';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import {
  $agentSettings,
  agentNavFlags,
  hasContractOffer,
  loadAgentSettings,
  mayLoadAgentSettings,
} from './agent-settings';
import { readyWith, settingsValue, signInAs } from './agent-test-fixtures';

let harness: Harness;

beforeEach(() => {
  harness = setUpRuntime({ merchantCode: 'ph' });
  resetSessionState();
  $agentSettings.set({ status: 'off' });
  harness.platform.on(agentSettings, settingsValue());
});
afterEach(() => {
  resetSessionState();
  $startup.set({ phase: 'loading' });
});

describe('consolidated settings', () => {
  it('R6.19 load for a logged-in agent or player when the agent-policy flag is on', async () => {
    readyWith({ AGENTPOLICY: true });
    signInAs(1);
    const state = await loadAgentSettings();
    expect(state.status).toBe('ready');
    expect($agentSettings.get()).toEqual({ status: 'ready', settings: settingsValue() });
    expect(harness.platform.calls(agentSettings)).toHaveLength(1);
    expect(harness.platform.calls(agentSettings)[0]?.headers.get('Authorization')).toBe('tok-agent');
  });

  it('R6.19 a trial player, a guest and a merchant without agent policy ask nothing', async () => {
    readyWith({ AGENTPOLICY: true });
    expect(mayLoadAgentSettings()).toBe(false);
    expect((await loadAgentSettings()).status).toBe('off');
    signInAs(4);
    expect(mayLoadAgentSettings()).toBe(false);
    expect((await loadAgentSettings()).status).toBe('off');
    readyWith({ AGENTPOLICY: false });
    signInAs(1);
    expect(mayLoadAgentSettings()).toBe(false);
    expect((await loadAgentSettings()).status).toBe('off');
    expect(harness.platform.calls(agentSettings)).toHaveLength(0);
  });

  it('asks once per session for callers at the same time; force asks again', async () => {
    readyWith({ AGENTPOLICY: true });
    signInAs(1);
    await Promise.all([loadAgentSettings(), loadAgentSettings()]);
    await loadAgentSettings();
    expect(harness.platform.calls(agentSettings)).toHaveLength(1);
    await loadAgentSettings({ force: true });
    expect(harness.platform.calls(agentSettings)).toHaveLength(2);
  });

  it('a failure is kept with its code, for the shell to offer a retry', async () => {
    readyWith({ AGENTPOLICY: true });
    signInAs(1);
    harness.platform.fail(agentSettings, 'maintenance');
    expect(await loadAgentSettings()).toEqual({ status: 'failed', errorCode: 'maintenance' });
    harness.platform.on(agentSettings, settingsValue());
    expect((await loadAgentSettings({ force: true })).status).toBe('ready');
  });

  it('R4.21 a sign-out forgets the last account’s settings', async () => {
    readyWith({ AGENTPOLICY: true });
    signInAs(1);
    await loadAgentSettings();
    resetSessionState();
    expect($agentSettings.get()).toEqual({ status: 'off' });
  });

  it('R2.111 R2.112 R2.113 R2.114 R6.18 the settings decide the conditional pages; none before they arrive', () => {
    expect(agentNavFlags({ status: 'loading' })).toEqual({
      enableCt: false,
      salary: false,
      hourSalary: false,
      realtimeSalary: false,
    });
    const settings = settingsValue({
      pages: { enableCt: false, salary: true, hourSalary: true, realtimesalreqtype: true },
    });
    expect(agentNavFlags({ status: 'ready', settings })).toEqual({
      enableCt: false,
      salary: true,
      hourSalary: true,
      realtimeSalary: true,
    });
  });

  it('R3.22 R2.38 any offer flag means a contract waits for an answer', () => {
    expect(hasContractOffer({ status: 'ready', settings: settingsValue() })).toBe(false);
    for (const flag of [
      'divtypeinfo',
      'dailysalinfotype',
      'contracthoursalinfo',
      'contractmrdailysalinfotype',
    ]) {
      expect(hasContractOffer({ status: 'ready', settings: settingsValue({ [flag]: true }) })).toBe(true);
    }
    expect(hasContractOffer({ status: 'failed', errorCode: 'x' })).toBe(false);
  });
});
