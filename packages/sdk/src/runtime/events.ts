/** Event types the runtime emits as `lobbykit:<type>` (DESIGN.md, widgets and the runtime). */
export type LobbyKitEventType =
  | 'login'
  | 'logout'
  | 'first-login'
  | 'register'
  | 'game-launch'
  | 'balance'
  | 'navigate'
  | 'modal'
  | 'ready'
  | 'error'
  | (string & {});

export interface EmitOptions {
  /** A host may call `preventDefault()` to take over (navigation). */
  cancelable?: boolean;
}

/**
 * Dispatches `lobbykit:<type>` (bubbles, composed) on the widget's element and on `window`. An
 * element in the document already bubbles to `window`, so it is dispatched there only once: a
 * window listener hears every event exactly once. Returns false when a listener cancelled it.
 */
export function emit<T>(
  type: LobbyKitEventType,
  detail?: T,
  target?: EventTarget | null,
  options: EmitOptions = {},
): boolean {
  if (typeof CustomEvent !== 'function') return true;
  const init = { detail, bubbles: true, composed: true, cancelable: options.cancelable === true };
  const name = `lobbykit:${type}`;
  let proceed = true;
  if (target) proceed = target.dispatchEvent(new CustomEvent(name, init));
  const reachesWindow = target !== undefined && target !== null && isInDocument(target);
  const view = typeof window === 'undefined' ? undefined : window;
  if (view && target !== view && !reachesWindow)
    proceed = view.dispatchEvent(new CustomEvent(name, init)) && proceed;
  return proceed;
}

function isInDocument(target: EventTarget): boolean {
  return (target as Partial<Node>).isConnected === true;
}

/** Subscribes to `lobbykit:<type>` on window; returns the unsubscribe. */
export function on<T>(
  type: LobbyKitEventType,
  handler: (detail: T, event: CustomEvent<T>) => void,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => handler((event as CustomEvent<T>).detail, event as CustomEvent<T>);
  window.addEventListener(`lobbykit:${type}`, listener);
  return () => window.removeEventListener(`lobbykit:${type}`, listener);
}
