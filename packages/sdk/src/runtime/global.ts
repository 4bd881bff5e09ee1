import { logout } from '../actions/logout';
import { closeModal, openModal } from '../actions/modal';
import { startupAfter } from '../actions/startup';
import { type ConfigureOptions, configure, NAMESPACE } from '../client/configure';
import { setLanguage } from '../i18n/language';
import type { ModalName } from '../stores/modal';
import { VERSION } from '../version';
import { afterPaint } from './after-paint';
import { defineElements } from './elements';
import { emit, type LobbyKitEvents, type LobbyKitEventType, on } from './events';
import { mount, unmount } from './mount';
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
  detail: LobbyKitEvents[Type],
  event: CustomEvent<LobbyKitEvents[Type]>,
) => void;

/**
 * `window.LobbyKit`: the loader's command function (`LobbyKit('mount', 'login', '#slot')`), and the
 * same commands as methods once the bundle is in. Widget names and props come from
 * `WidgetPropsMap`, event names and details from `LobbyKitEvents`.
 */
export interface LobbyKitGlobal {
  (command: 'init', config: InitConfig): Promise<void>;
  <Name extends WidgetName>(
    command: 'mount',
    name: Name,
    target: MountTarget,
    ...props: WidgetPropsArgs<Name>
  ): void;
  (command: 'unmount', target: MountTarget): void;
  <Type extends LobbyKitEventType>(command: 'on', type: Type, handler: EventHandler<Type>): () => void;
  (command: 'logout', options?: Parameters<typeof logout>[0]): Promise<boolean>;
  (command: 'openModal', name: ModalName, props?: Record<string, unknown>): void;
  (command: 'closeModal'): void;
  (command: 'setLanguage', code: string): void;
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

async function start(config: InitConfig): Promise<void> {
  const { lang, theme, zIndex, loadTimeout: _loadTimeout, ...options } = config;
  configure({ ...options, ...(lang && !options.language ? { language: lang } : {}) });
  if (theme) applyTheme(document.documentElement, theme);
  if (zIndex !== undefined) setOverlayZIndex(zIndex);
  defineElements();
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
function element(target: MountTarget): HTMLElement | null {
  try {
    const found = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
    return found?.nodeType === 1 ? found : null;
  } catch {
    return null;
  }
}

/**
 * Takes over `window.LobbyKit` for the embed bundle: replays what the loader queued, in order, and
 * stands in for the stub from then on. Replacing the stub is what tells the loader the bundle
 * arrived, so its error timer stands down.
 */
export function installGlobal(win: Window & { LobbyKit?: unknown } = window): LobbyKitGlobal {
  const existing = win.LobbyKit as (LoaderStub & Partial<LobbyKitGlobal>) | undefined;
  if (existing?.ready === true) return existing as LobbyKitGlobal;

  // One configuration per runtime (issue 15): an init again with the same one (a snippet pasted
  // twice) does nothing more; one with another merchant, language, API or namespace is refused, so
  // two brands never share a session by accident.
  let configured: { as: string; done: Promise<void> } | undefined;

  const commands = {
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
      if (configured) {
        if (as !== configured.as)
          console.error(`LobbyKit: init ${as} ignored: this page is configured as ${configured.as}`);
        return configured.done;
      }
      if (namespace !== undefined && !NAMESPACE.test(namespace)) {
        console.error(`LobbyKit: init: namespace "${namespace}" must be letters, digits and dashes`);
        return Promise.resolve();
      }
      // A failure is the console's, never an unhandled rejection in the host page.
      configured = {
        as,
        done: start(config).catch((error: unknown) => console.error('LobbyKit: init', error)),
      };
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
    logout: (options?: Parameters<typeof logout>[0]) => logout(options),
    openModal: (name: ModalName, props?: Record<string, unknown>) => openModal(name, props),
    closeModal: () => closeModal(),
    setLanguage: (code: string) => setLanguage(code),
  };

  // Nothing a host passes throws into its page: a bad call is a console error (issue 15, bad input).
  const api = ((command: string, ...args: unknown[]) => {
    const run = Object.hasOwn(commands, command)
      ? (commands as Record<string, (...input: unknown[]) => unknown>)[command]
      : undefined;
    if (!run) {
      console.error(`LobbyKit: unknown command "${command}"`);
      return undefined;
    }
    try {
      return run(...args);
    } catch (error) {
      console.error(`LobbyKit: ${command}`, error);
      return undefined;
    }
  }) as unknown as LobbyKitGlobal;
  for (const command of Object.keys(commands))
    (api as unknown as Record<string, unknown>)[command] = (...args: unknown[]) =>
      (api as unknown as (...input: unknown[]) => unknown)(command, ...args);
  Object.assign(api, { version: VERSION, ready: true });

  const queue = [...(existing?.q ?? [])];
  win.LobbyKit = api;
  for (const call of queue) {
    const [command, ...args] = Array.from(call);
    // A failing queued call must not stop the ones after it.
    Promise.resolve()
      .then(() => (api as unknown as (...input: unknown[]) => unknown)(String(command), ...args))
      .catch((error: unknown) => console.error('LobbyKit:', error));
  }
  emit('ready', { version: VERSION });
  return api;
}
