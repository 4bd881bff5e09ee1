import { adoptStyles } from '@lobbykit/sdk';
import { type RefObject, useLayoutEffect } from 'react';

/**
 * Adopts a lazily loaded component's CSS into whichever shadow root it rendered in (its widget's,
 * or the overlay's inside a modal), so the widget's own stylesheet need not carry it up front.
 */
export function useOwnStyles(ref: RefObject<Element | null>, css: string): void {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, css);
  }, [ref, css]);
}
