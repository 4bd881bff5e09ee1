import { type ComponentType, useEffect, useState } from 'react';

const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * A component from a chunk fetched the first time `enabled` is true, null until it arrives. Cheaper
 * than compat's lazy + Suspense, which would add their weight to every page for two call sites.
 */
export function useLazyComponent<Props>(
  load: () => Promise<ComponentType<Props>>,
  enabled = true,
): ComponentType<Props> | null {
  const [component, setComponent] = useState(
    () => (loaded.get(load) as ComponentType<Props> | undefined) ?? null,
  );
  useEffect(() => {
    if (!enabled || component) return;
    let current = true;
    load().then(
      (found) => {
        loaded.set(load, found);
        // A function in setState would be called as an updater: wrap it.
        if (current) setComponent(() => found);
      },
      (error: unknown) => console.error('[lobbykit] a widget chunk could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [enabled, component, load]);
  return enabled ? component : null;
}

/** Fetches a lazy component ahead (a host that knows it comes next, a test): the next render has it. */
export function preloadComponent<Props>(load: () => Promise<ComponentType<Props>>): Promise<void> {
  return load().then((found) => {
    loaded.set(load, found);
  });
}
