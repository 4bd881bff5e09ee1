import { agentSettings } from '@lobbykit/api-client/agent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $modal } from '../../stores/modal';
import { resetSessionState } from '../../stores/session';
import { $startup } from '../../stores/startup';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { $agentSettings } from './agent-settings';
import { readyWith, settingsValue, signInAs } from './agent-test-fixtures';
import { promptContractOffers } from './contract-prompt';

let harness: Harness;
let session = 0;

beforeEach(() => {
  harness = setUpRuntime({ merchantCode: 'ph' });
  readyWith({ AGENTPOLICY: true });
  $agentSettings.set({ status: 'off' });
  $modal.set(null);
  session += 1;
});
afterEach(() => {
  resetSessionState();
  $modal.set(null);
  $startup.set({ phase: 'loading' });
});

describe('contract modal prompt', () => {
  it('R2.38 R6.15 opens the contract modal once per session when an offer waits', async () => {
    harness.platform.on(agentSettings, settingsValue({ dailysalinfotype: true }));
    signInAs(0, `tok-${session}`);
    expect(await promptContractOffers()).toBe(true);
    expect($modal.get()?.name).toBe('contract');
    $modal.set(null);
    expect(await promptContractOffers()).toBe(false);
    expect($modal.get()).toBeNull();
  });

  it('R2.38 waits for a modal already open (the announcements) to close first', async () => {
    harness.platform.on(agentSettings, settingsValue({ divtypeinfo: true }));
    signInAs(0, `tok-${session}`);
    $modal.set({ name: 'announcements', props: {} });
    expect(await promptContractOffers()).toBe(true);
    expect($modal.get()?.name).toBe('announcements');
    $modal.set(null);
    expect($modal.get()?.name).toBe('contract');
  });

  it('R2.38 a reload in the same session does not ask again; a new session (storage cleared) does', async () => {
    harness.platform.on(agentSettings, settingsValue({ dailysalinfotype: true }));
    signInAs(0, `tok-${session}`);
    expect(await promptContractOffers()).toBe(true);
    expect(harness.session.getItem('contractPrompted')).toBe('true');
    $modal.set(null);
    $agentSettings.set({ status: 'off' });
    expect(await promptContractOffers()).toBe(false);
    harness.session.removeItem('contractPrompted');
    expect(await promptContractOffers()).toBe(true);
  });

  it('nothing waits: no modal', async () => {
    harness.platform.on(agentSettings, settingsValue());
    signInAs(0, `tok-${session}`);
    expect(await promptContractOffers()).toBe(false);
    expect($modal.get()).toBeNull();
  });

  it('R2.38 R6.19 a guest or a trial player is never asked, and nothing is requested', async () => {
    expect(await promptContractOffers()).toBe(false);
    signInAs(4, `tok-${session}`);
    expect(await promptContractOffers()).toBe(false);
    expect(harness.platform.calls(agentSettings)).toHaveLength(0);
    expect($modal.get()).toBeNull();
  });
});
