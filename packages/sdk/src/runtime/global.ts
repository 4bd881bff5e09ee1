import { logout } from '../actions/logout';
import { closeModal, openModal } from '../actions/modal';
import { startupAfter } from '../actions/startup';
import { type ConfigureOptions, configure } from '../client/configure';
import { setLanguage } from '../i18n/language';
import type { ModalName } from '../stores/modal';
import { VERSION } from '../version';
import { afterPaint } from './after-paint';
import { defineElements } from './elements';
import { emit, type LobbyKitEventDetail, type LobbyKitEventType, on } from './events';
import { mount, unmount } from './mount';
import { namespaces } from './namespaces-chunk';
import { setOverlayZIndex } from './overlay';
import { applyTheme, type ThemeName, type ThemeTokens } from './theme';
import type { WidgetName, WidgetPropsArgs } from './widget-map';

/** `LobbyKit('init', config)`: what a partner page passes through the loader. */
export interface InitConfig extends Omit<ConfigureOptions, 'storage' | 'fetch'> {
  /** `lang` is the loader's spelling of `language`. */
  lang?: string;
  theme?: ThemeName | ThemeTokens;
  /** z-index of the `<lk-overlay>` host (default 2147483000). */
  zIndex?: number;
  /** Read by the loader snippet only: ms before it shows its error state (default 15000). */
  loadTimeout?: number;
}

/** A CSS selector or the element itself. */
export type MountTarget = string | HTMLElement;

type EventHandler<Type extends LobbyKitEventType> = (
  detail: LobbyKitEventDetail<Type>,
  event: CustomEvent<LobbyKitEventDetail<Type>>,
) => void;

/** A command for the page's runtime (`mount`) or for a namespace's (`brandB.mount`, namespaces.ts). */
export type Command<Name extends string> = Name | `${string}.${Name}`;

/**
 * `window.LobbyKit`: the loader's command function (`LobbyKit('mount', 'login', '#slot')`), and the
 * same commands as methods once the bundle is in. Widget names and props come from
 * `WidgetPropsMap`, event names and details from `LobbyKitEvents`. Every command but `init` goes
 * to a namespace's runtime as `<namespace>.<command>` (`LobbyKit('brandB.mount', 'login', '#b')`).
 */
export interface LobbyKitGlobal {
  (command: 'init', config: InitConfig): Promise<void>;
  <Name extends WidgetName>(
    command: Command<'mount'>,
    name: Name,
    target: MountTarget,
    ...props: WidgetPropsArgs<Name>
  ): void;
  (command: Command<'unmount'>, target: MountTarget): void;
  <Type extends LobbyKitEventType>(
    command: Command<'on'>,
    type: Type,
    handler: EventHandler<Type>,
  ): () => void;
  (command: Command<'logout'>, options?: Parameters<typeof logout>[0]): Promise<boolean>;
  (command: Command<'openModal'>, name: ModalName, props?: Record<string, unknown>): void;
  (command: Command<'closeModal'>): void;
  (command: Command<'setLanguage'>, code: string): void;
  readonly version: string;
  readonly ready: true;
  init(config: InitConfig): Promise<void>;
  mount<Name extends WidgetName>(name: Name, target: MountTarget, ...props: WidgetPropsArgs<Name>): void;
  unmount(target: MountTarget): void;
  on<Type extends LobbyKitEventType>(type: Type, handler: EventHandler<Type>): () => void;
  logout(options?: Parameters<typeof logout>[0]): Promise<boolean>;
  openModal(name: ModalName, props?: Record<string, unknown>): void;
  closeModal(): void;
  setLanguage(code: string): void;
}

/**
 * Configures this runtime with an init's config: the API, the theme on `<html>`, then startup. A
 * namespace's copy (namespaces.ts) passes no theme: its own goes on its overlay and widget hosts.
 */
export async function start(config: InitConfig): Promise<void> {
  const { lang, theme, zIndex, loadTimeout: _loadTimeout, ...options } = config;
  configure({ ...options, ...(lang && !options.language ? { language: lang } : {}) });
  if (theme) applyTheme(document.documentElement, theme);
  if (zIndex !== undefined) setOverlayZIndex(zIndex);
  // The widgets mounted with it draw first (nothing they paint waits for these answers; they
  // fill in when the answers come): the calls go out once the page has painted.
  const state = await startupAfter(new Promise<void>((resolve) => afterPaint(resolve)));
  if (state.phase === 'error') emit('error', { code: state.errorCode, message: state.message });
}

/** The loader's stub: a function with its queue of calls made before the bundle arrived. */
interface LoaderStub {
  q?: ArrayLike<unknown>[];
}

/** The target element, or null for a selector that matches nothing (or is none) and a non-element. */
export function element(target: MountTarget): HTMLElement | null {
  try {
    const found = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
    return found?.nodeType === 1 ? found : null;
  } catch {
    return null;
  }
}

/**
 * The page's configuration, once its first init came: that init's settings as JSON, and its start.
 * An init again with the same one (a snippet pasted twice) does nothing more; one with another
 * namespace starts that namespace's runtime (namespaces.ts); one with another merchant, language
 * or API in the same namespace is refused, so two brands never share a session by accident.
 */
export let configured: { as: string; done: Promise<void> } | undefined;

/** The commands of `LobbyKit(command, ...)`: this runtime's, whether the page's or a namespace's. */
export const commands = {
  init(config: InitConfig): Promise<void> {
    if (typeof config?.apiBase !== 'string') {
      console.error('LobbyKit: init needs { apiBase: "https://…" }', config);
      return Promise.resolve();
    }
    const { namespace, apiBase, merchantCode, siteBase, affiliateCode } = config;
    const as = JSON.stringify({
      namespace,
      apiBase,
      merchantCode,
      language: config.language || config.lang,
      siteBase,
      affiliateCode,
    });
    if (configured)
      return as === configured.as ? configured.done : namespaces().then((chunk) => chunk.init(config, as));
    // A failure (a namespace configure refuses included) is the console's, never an unhandled
    // rejection in the host page.
    configured = {
      as,
      done: start(config).catch((error: unknown) => console.error('LobbyKit: init', error)),
    };
    // The page's runtime defines the `<lk-*>` elements; a namespace's copy never does.
    defineElements();
    return configured.done;
  },
  mount(name: string, target: MountTarget, props?: Record<string, unknown>) {
    const host = element(target);
    if (!host) {
      console.error(`LobbyKit: mount("${name}"): no element matches ${String(target)}`);
      return;
    }
    mount(name, host, props ?? {});
  },
  unmount(target: MountTarget) {
    const host = element(target);
    if (host) unmount(host);
  },
  on<Type extends LobbyKitEventType>(type: Type, handler: EventHandler<Type>) {
    if (typeof handler === 'function') return on(type, handler);
    console.error(`LobbyKit: on("${type}", handler): the handler must be a function`);
    return () => {};
  },
  logout,
  openModal,
  closeModal,
  setLanguage,
};

/**
 * Runs one command. Nothing a host passes throws into its page: a bad call is a console error
 * (issue 15, bad input). What is no command of this runtime goes to namespaces.ts: `brandB.mount`
 * and the like to that namespace's runtime (`brandB.on` answers its unsubscribe at once, as `on`
 * does), anything else to the console as an unknown command.
 */
export function run(command: string, args: unknown[]): unknown {
  if (!Object.hasOwn(commands, command)) {
    const later = namespaces().then((chunk) => chunk.command(command, args));
    return /\.on$/.test(command) ? () => void later.then((off) => (off as () => void)()) : later;
  }
  try {
    return (commands as Record<string, (...input: unknown[]) => unknown>)[command]!(...args);
  } catch (error) {
    console.error(`LobbyKit: ${command}`, error);
    return undefined;
  }
}

/**
 * Takes over `window.LobbyKit` for the embed bundle: replays what the loader queued, in order, and
 * stands in for the stub from then on. Replacing the stub is what tells the loader the bundle
 * arrived, so its error timer stands down. A namespace's copy of the bundle finds the page's
 * runtime in place and leaves it there.
 */
export function installGlobal(win: Window & { LobbyKit?: unknown } = window): LobbyKitGlobal {
  const existing = win.LobbyKit as (LoaderStub & Partial<LobbyKitGlobal>) | undefined;
  if (existing?.ready === true) return existing as LobbyKitGlobal;
  configured = undefined;

  const api = ((command: string, ...args: unknown[]) => run(command, args)) as unknown as LobbyKitGlobal;
  for (const command of Object.keys(commands))
    (api as unknown as Record<string, unknown>)[command] = (...args: unknown[]) => run(command, args);
  Object.assign(api, { version: VERSION, ready: true });

  const queue = [...(existing?.q ?? [])];
  win.LobbyKit = api;
  for (const call of queue) {
    const [command, ...args] = Array.from(call);
    // A failing queued call must not stop the ones after it.
    Promise.resolve()
      .then(() => run(String(command), args))
      .catch((error: unknown) => console.error('LobbyKit:', error));
  }
  emit('ready', { version: VERSION });
  return api;
}
