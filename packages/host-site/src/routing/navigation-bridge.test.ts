// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bridgeWidgetNavigation } from './navigation-bridge';
import { $router, go } from './router';

const navigate = (path: unknown) =>
  window.dispatchEvent(new CustomEvent('lobbykit:navigate', { detail: { path }, cancelable: true }));

describe('widget navigation on the player site', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('takes over lobbykit:navigate so routing stays client-side', () => {
    const unsubscribe = $router.listen(() => {});
    stop = bridgeWidgetNavigation();
    const notCancelled = navigate('/member');
    expect(notCancelled).toBe(false);
    expect(window.location.pathname).toBe('/member');
    expect($router.get()?.route).toBe('member');
    unsubscribe();
  });

  it('leaves anything that is not a site path to the runtime default', () => {
    stop = bridgeWidgetNavigation();
    expect(navigate('https://elsewhere.example/')).toBe(true);
    expect(navigate(undefined)).toBe(true);
  });

  it('R2.26 ignores a navigation that fails, silently', () => {
    const open = vi.spyOn($router, 'open').mockImplementation(() => {
      throw new Error('navigation rejected');
    });
    expect(() => go('/member')).not.toThrow();
    open.mockRestore();
  });
});
