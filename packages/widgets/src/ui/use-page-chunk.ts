import type { Loadable } from '@lobbykit/sdk';
import type { ComponentType } from 'react';
import { useLoadable } from './use-loadable';

type PageModule<Props> = { default: ComponentType<Props> };

// A page opened once opens at once the next time: its chunk is already here.
const loaded = new WeakMap<() => Promise<unknown>, ComponentType<never>>();

/**
 * The component of a page that is a chunk of its own (the member and agent centers' right panel),
 * fetched when the host mounts through `useLoadable`: loading, then ready with the page, or failed
 * (logged as `what` could not be loaded) with `retry` to fetch it again.
 */
export function usePageChunk<Props>(
  load: () => Promise<PageModule<Props>>,
  what: string,
): [Loadable<ComponentType<Props>>, () => void] {
  const cached = loaded.get(load) as ComponentType<Props> | undefined;
  const [shown, store] = useLoadable(() =>
    load().then(
      (module) => {
        loaded.set(load, module.default as ComponentType<never>);
        return module.default;
      },
      (error: unknown) => {
        console.error(`[lobbykit] ${what} could not be loaded`, error);
        throw error;
      },
    ),
  );
  return [cached ? { status: 'ready', data: cached } : shown, store.retry];
}
