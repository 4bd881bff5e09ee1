import { logout } from '../actions/logout';
import { closeModal, openModal } from '../actions/modal';
import { startup } from '../actions/startup';
import { type ConfigureOptions, configure } from '../client/configure';
import { setLanguage } from '../i18n/language';
import type { ModalName } from '../stores/modal';
import { VERSION } from '../version';
import { afterPaint } from './after-paint';
import { defineElements } from './elements';
import { emit, on } from './events';
import { mount, unmount } from './mount';
import { setOverlayZIndex } from './overlay';
import { applyTheme, type ThemeName, type ThemeTokens } from './theme';

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

type Target = string | HTMLElement;

export interface LobbyKitGlobal {
  (command: string, ...args: unknown[]): unknown;
  readonly version: string;
  readonly ready: true;
  init(config: InitConfig): Promise<void>;
  mount(name: string, target: Target, props?: Record<string, unknown>): void;
  unmount(target: Target): void;
  on(type: string, handler: (detail: unknown, event: CustomEvent) => void): () => void;
  logout(options?: Parameters<typeof logout>[0]): Promise<boolean>;
  openModal(name: ModalName, props?: Record<string, unknown>): void;
  closeModal(): void;
  setLanguage(code: string): void;
}

/** The loader's stub: a function with its queue of calls made before the bundle arrived. */
interface LoaderStub {
  q?: ArrayLike<unknown>[];
}

function element(target: Target): HTMLElement | null {
  return typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
}

/**
 * Takes over `window.LobbyKit` for the embed bundle: replays what the loader queued, in order, and
 * stands in for the stub from then on. Replacing the stub is what tells the loader the bundle
 * arrived, so its error timer stands down.
 */
export function installGlobal(win: Window & { LobbyKit?: unknown } = window): LobbyKitGlobal {
  const existing = win.LobbyKit as (LoaderStub & Partial<LobbyKitGlobal>) | undefined;
  if (existing?.ready === true) return existing as LobbyKitGlobal;

  const commands = {
    async init(config: InitConfig) {
      const { lang, theme, zIndex, loadTimeout: _loadTimeout, ...options } = config;
      configure({ ...options, ...(lang && !options.language ? { language: lang } : {}) });
      if (theme) applyTheme(document.documentElement, theme);
      if (zIndex !== undefined) setOverlayZIndex(zIndex);
      defineElements();
      // The widgets mounted with it draw first (nothing they paint waits for these answers; they
      // fill in when the answers come): the calls go out once the page has painted.
      const state = await new Promise<Awaited<ReturnType<typeof startup>>>((resolve, reject) =>
        afterPaint(() => startup().then(resolve, reject)),
      );
      if (state.phase === 'error') emit('error', { code: state.errorCode, message: state.message });
    },
    mount(name: string, target: Target, props?: Record<string, unknown>) {
      const host = element(target);
      if (!host) {
        console.error(`LobbyKit: mount("${name}"): no element matches ${String(target)}`);
        return;
      }
      mount(name, host, props ?? {});
    },
    unmount(target: Target) {
      const host = element(target);
      if (host) unmount(host);
    },
    on: (type: string, handler: (detail: unknown, event: CustomEvent) => void) => on(type, handler),
    logout: (options?: Parameters<typeof logout>[0]) => logout(options),
    openModal: (name: ModalName, props?: Record<string, unknown>) => openModal(name, props),
    closeModal: () => closeModal(),
    setLanguage: (code: string) => setLanguage(code),
  };

  const api = ((command: string, ...args: unknown[]) => {
    const run = (commands as Record<string, ((...input: unknown[]) => unknown) | undefined>)[command];
    if (!run) {
      console.error(`LobbyKit: unknown command "${command}"`);
      return undefined;
    }
    return run(...args);
  }) as LobbyKitGlobal;
  Object.assign(api, commands, { version: VERSION, ready: true });

  const queue = [...(existing?.q ?? [])];
  win.LobbyKit = api;
  for (const call of queue) {
    const [command, ...args] = Array.from(call);
    // A failing queued call must not stop the ones after it.
    Promise.resolve()
      .then(() => api(String(command), ...args))
      .catch((error: unknown) => console.error('LobbyKit:', error));
  }
  emit('ready', { version: VERSION });
  return api;
}
