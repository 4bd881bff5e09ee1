import type { BalanceDetail } from '../actions/balance';
import type { LoginDetail } from '../actions/login';
import type { NavigateDetail } from '../actions/navigate';
import type { RegisterDetail } from '../actions/register';
import type { GameLaunchDetail } from '../actions/start-game';
import { namespace } from '../client/configure';
import type { ModalName } from '../stores/modal';

/** `lobbykit:error`'s detail: what failed (`bad_props`, `chunk_failed`, `load_failed` ...), and where. */
export interface ErrorDetail {
  code: string;
  message?: string;
  /** The widget that failed, for a widget's own error. */
  widget?: string;
  /** The prop that failed its widget's schema (`bad_props`). */
  field?: string;
  /** The bundle version the loader could not load (`load_failed`). */
  version?: string;
}

/**
 * Every `lobbykit:<type>` event and its detail (DESIGN.md, widgets and the runtime): what `on()`,
 * `LobbyKit('on', ...)` and `emit` accept. A widget that emits an event of its own adds it by
 * declaration merging, as the message namespaces do:
 * `declare module '@lobbykit/sdk' { interface LobbyKitEvents { 'my-event': MyDetail } }`.
 */
export interface LobbyKitEvents {
  login: LoginDetail;
  'first-login': LoginDetail;
  logout: Record<never, never>;
  register: RegisterDetail;
  'game-launch': GameLaunchDetail;
  balance: BalanceDetail;
  /** Cancelable: a host that calls `preventDefault()` routes it itself. */
  navigate: NavigateDetail;
  modal: { name: ModalName; open: boolean };
  ready: { version: string };
  error: ErrorDetail;
}

/** Event types the runtime emits as `lobbykit:<type>`. */
export type LobbyKitEventType = keyof LobbyKitEvents & string;

/**
 * What a listener gets as an event's detail: the event's own, and, from a runtime configured with
 * a namespace (`init` or `configure` with `namespace: 'brandB'`), that namespace. One handler for
 * `lobbykit:login` and `lobbykit:brandB.login` tells the brands apart by `detail.namespace`; a
 * runtime without a namespace adds nothing.
 */
export type LobbyKitEventDetail<Type extends LobbyKitEventType> = LobbyKitEvents[Type] & {
  readonly namespace?: string;
};

export interface EmitOptions {
  /** A host may call `preventDefault()` to take over (navigation). */
  cancelable?: boolean;
}

/**
 * What this runtime's event names start with: `lobbykit:`, or in a namespace's runtime
 * `lobbykit:brandB.` (namespaces.ts), so the page's `on()` never hears brand B's events, nor brand
 * B's the page's, and a host tells them apart by name (`lobbykit:brandB.login`).
 */
let prefix = 'lobbykit:';

export function setEventPrefix(next: string): void {
  prefix = next;
}

/**
 * Dispatches `lobbykit:<type>` (bubbles, composed) on the widget's element and on `window`, its
 * detail carrying this runtime's namespace if it has one (`LobbyKitEventDetail`). An
 * element in the document already bubbles to `window`, so it is dispatched there only once: a
 * window listener hears every event exactly once. Returns false when a listener cancelled it.
 */
export function emit<Type extends LobbyKitEventType>(
  type: Type,
  detail: LobbyKitEvents[Type],
  target?: EventTarget | null,
  options: EmitOptions = {},
): boolean {
  if (typeof CustomEvent !== 'function') return true;
  const init = {
    detail: namespace ? { ...detail, namespace } : detail,
    bubbles: true,
    composed: true,
    cancelable: options.cancelable === true,
  };
  const name = prefix + type;
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

/** Subscribes to this runtime's `lobbykit:<type>` on window; returns the unsubscribe. */
export function on<Type extends LobbyKitEventType>(
  type: Type,
  handler: (detail: LobbyKitEventDetail<Type>, event: CustomEvent<LobbyKitEventDetail<Type>>) => void,
): () => void {
  type T = LobbyKitEventDetail<Type>;
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => handler((event as CustomEvent<T>).detail, event as CustomEvent<T>);
  const name = prefix + type;
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
