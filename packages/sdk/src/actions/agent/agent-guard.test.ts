import { logout } from '@lobbykit/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session } from '../../stores/session';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { setDialogs } from '../dialogs';
import { agentCenterRedirect, agentLoginRedirect, guardAgentCenter, signOutAgent } from './agent-guard';
import { signInAs } from './agent-test-fixtures';

let harness: Harness;
let navigations: string[];
let steps: string[];

beforeEach(() => {
  harness = setUpRuntime({ merchantCode: 'ph' });
  $session.set({ ...$session.get(), token: null, isLogin: false, isAgent: false, isTrial: false });
  navigations = [];
  steps = [];
  const win = new EventTarget();
  win.addEventListener('lobbykit:navigate', (event) => {
    event.preventDefault();
    navigations.push((event as CustomEvent).detail.path);
  });
  vi.stubGlobal('window', win);
  setDialogs({
    confirm: async () => {
      steps.push('confirm');
      return true;
    },
    showLoader: () => {
      steps.push('loader');
      return () => steps.push('loader hidden');
    },
  });
});
afterEach(() => {
  setDialogs(null);
  vi.unstubAllGlobals();
});

describe('agent guard', () => {
  it('R2.116 sends a guest and a signed-in player to /agent, lets an agent stay', () => {
    expect(agentCenterRedirect({ isLogin: false, isAgent: false })).toBe('/agent');
    expect(agentCenterRedirect({ isLogin: true, isAgent: false })).toBe('/agent');
    expect(agentCenterRedirect({ isLogin: true, isAgent: true })).toBeNull();
  });

  it('R2.116 guardAgentCenter asks the host to go to /agent for a player, and nothing for an agent', () => {
    signInAs(0);
    expect(guardAgentCenter()).toBe(false);
    expect(navigations).toEqual(['/agent']);
    signInAs(1);
    expect(guardAgentCenter()).toBe(true);
    expect(navigations).toEqual(['/agent']);
  });

  it('R2.116 R2.117 a host that does not route (a portal) is not moved: the widget stays in place', async () => {
    const assign = vi.fn();
    const open = vi.fn();
    const win = Object.assign(new EventTarget(), { open });
    vi.stubGlobal('window', win);
    vi.stubGlobal('location', { origin: 'https://portal.example', assign });
    expect(guardAgentCenter()).toBe(false);
    signInAs(1);
    await signOutAgent();
    expect(assign).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('R2.06 R6.11 a signed-in agent opening /agent goes on to /agentHome; anyone else sees the login', () => {
    expect(agentLoginRedirect({ isLogin: true, isAgent: true })).toBe('/agentHome');
    expect(agentLoginRedirect({ isLogin: true, isAgent: false })).toBeNull();
    expect(agentLoginRedirect({ isLogin: false, isAgent: false })).toBeNull();
  });

  it('R4.10 an agent who must change the default password stays on /agent until it is changed', () => {
    expect(agentLoginRedirect({ isLogin: true, isAgent: true, mustChangePassword: 'default' })).toBeNull();
    expect(agentLoginRedirect({ isLogin: true, isAgent: true, mustChangePassword: null })).toBe('/agentHome');
  });

  it('R2.117 R4.21 agent sign-out shows the loader, logs out without asking, and goes to /agent', async () => {
    signInAs(1);
    expect(await signOutAgent()).toBe(true);
    expect(steps).toEqual(['loader', 'loader hidden']);
    expect(harness.platform.calls(logout)).toHaveLength(1);
    expect($session.get()).toMatchObject({ isLogin: false, isAgent: false, token: null });
    expect(navigations).toEqual(['/agent']);
  });
});
