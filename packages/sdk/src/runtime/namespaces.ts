/**
 * Two brands on one page (issue 15 item 3): a namespace is a runtime of its own, by construction.
 * A later `init({ namespace: 'brandB' })` imports this same chunk from `<bundle>/ns/brandB/chunks/`:
 * another URL, so the browser gives it module instances of its own, down to the `lobbykit.js` it
 * imports (`<bundle>/ns/brandB/lobbykit.js`) and every widget chunk it loads: its own stores,
 * session, client, caches, language and dialogs, shared with nobody. That copy finds the page's
 * `LobbyKit` in place and leaves it there; the page's runtime hands it the commands
 * (`LobbyKit('brandB.mount', ...)`) and the elements (`<lk-login namespace="brandB">`) of its
 * namespace. A static host serves `ns/<name>/<file>` as `<file>` (scripts/lib/static-server.mjs).
 *
 * This module is a chunk of its own, loaded on a second init, a `<namespace>.` command or an
 * element with a `namespace` attribute: a page with one configuration never downloads it.
 */
import { NAMESPACE, namespace } from '../client/configure';
import { defineMessages } from '../i18n/define-messages';
import { localeReady, t } from '../i18n/translate';
import { runtimeCss, showError } from './error-box';
import { setEventPrefix } from './events';
import { configured, element, type InitConfig, type MountTarget, run, start } from './global';
import { mount, unmount } from './mount';
import { bn, en, ty } from './namespaces-messages';
import { overlayHost } from './overlay';
import { adoptStyles } from './styles';
import { applyTheme } from './theme';

declare module '../i18n/message-key' {
  interface MessageNamespaces {
    namespaces: typeof en;
  }
}

defineMessages('namespaces', { EN: en, TY: () => Promise.resolve(ty), BN: () => Promise.resolve(bn) });

/** A runtime on the page as the page's runtime reaches it: the page's own, or a namespace's copy. */
export interface NamespaceRuntime {
  /** One command of `LobbyKit(...)`, as the runtime's own `run` takes it. */
  run(command: string, args: unknown[]): unknown;
  /** An `<lk-*>` element's widget, props and attribute props. */
  mount(
    widget: string,
    host: HTMLElement,
    props: Record<string, unknown>,
    attributes: Record<string, string>,
  ): void;
  unmount(host: HTMLElement): void;
}

/**
 * In a namespace's copy: configures this copy as namespace `name`'s runtime. Its theme goes on its
 * own overlay and on its widgets' hosts, never on the page's `<html>`.
 */
export function becomeNamespace(
  name: string,
  config: InitConfig,
): { runtime: NamespaceRuntime; done: Promise<void> } {
  setEventPrefix(`lobbykit:${name}.`);
  const { theme } = config;
  const themed = (host: HTMLElement | null) => {
    if (host && theme) applyTheme(host, theme);
  };
  overlayHost().setAttribute('namespace', name);
  themed(overlayHost());
  const done = start({ ...config, theme: undefined }).catch((error: unknown) =>
    console.error(`LobbyKit: init "${name}"`, error),
  );
  return {
    done,
    runtime: {
      run(command, args) {
        if (command === 'mount') themed(element(args[1] as MountTarget));
        return run(command, args);
      },
      mount(widget, host, props, attributes) {
        themed(host);
        mount(widget, host, props, { attributes });
      },
      unmount,
    },
  };
}

/** The copy of this chunk under `ns/<name>/`: a module graph of its own. */
type Copy = typeof import('./namespaces');

let load = (name: string): Promise<Copy> =>
  import(
    /* @vite-ignore */ new URL(`../ns/${name}/chunks/${import.meta.url.split('/').pop()}`, import.meta.url)
      .href
  );

/** Tests load the copy another way, starting from no namespace started. */
export function loadCopiesWith(loader: (name: string) => Promise<Copy>): void {
  load = loader;
  started.clear();
  waiting.clear();
}

interface Started {
  as: string;
  done: Promise<void>;
  runtime: Promise<NamespaceRuntime | undefined>;
}

/** The namespaces later inits started, by name. */
const started = new Map<string, Started>();

const page: NamespaceRuntime = {
  run,
  mount: (widget, host, props, attributes) => mount(widget, host, props, { attributes }),
  unmount,
};

/**
 * The runtime of namespace `name`, once it is in: the page's own for none ('') or the page's own
 * namespace (its first init's, or an npm host's `configure`); undefined if no init named it.
 */
function runtimeOf(name: string): Promise<NamespaceRuntime | undefined> | undefined {
  if (!name || name === namespace) return Promise.resolve(page);
  return started.get(name)?.runtime;
}

/**
 * An init after the page's first (global.ts): the same configuration as a namespace's again does
 * nothing more; another one for a namespace already configured is refused; a new namespace starts
 * its runtime.
 */
export function init(config: InitConfig, as: string): Promise<void> {
  const name = config.namespace ?? '';
  const known = name === (namespace ?? '') ? configured : started.get(name);
  if (known) {
    if (as !== known.as)
      console.error(`LobbyKit: init ${as} ignored: this page is configured as ${known.as}`);
    return known.done;
  }
  if (!NAMESPACE.test(name)) {
    console.error(`LobbyKit: init: namespace "${name}" must be letters, digits and dashes`);
    return Promise.resolve();
  }
  const copy = load(name).then((module) => module.becomeNamespace(name, config));
  const runtime = copy.then(
    (ready) => ready.runtime,
    (error: unknown) => {
      console.error(`LobbyKit: loading the runtime of namespace "${name}" failed`, error);
      return undefined;
    },
  );
  const entry = {
    as,
    runtime,
    done: copy.then(
      (ready) => ready.done,
      () => {},
    ),
  };
  started.set(name, entry);
  const held = waiting.get(name);
  waiting.delete(name);
  for (const retry of held?.values() ?? []) retry();
  return entry.done;
}

/**
 * A command that is none of the runtime's own (global.ts): `LobbyKit('brandB.mount', ...)` runs in
 * that namespace's runtime once it is in; anything else is an unknown command. `<namespace>.on`
 * answers the unsubscribe (a function, whatever happens). A mount into an element for a namespace
 * no init named yet is held as an `<lk-* namespace>` element's is: the error box, and the widget
 * once that init comes (the React adapter may render before the page's second init has run).
 */
export function command(command: string, args: unknown[]): unknown {
  const text = String(command);
  const dot = text.lastIndexOf('.');
  const name = text.slice(0, dot);
  const verb = text.slice(dot + 1);
  const runtime = dot < 1 || verb === 'init' ? undefined : runtimeOf(name);
  const host = runtime || dot < 1 ? null : heldTarget(verb, args);
  if (host) {
    if (verb === 'mount')
      mountIn(name, String(args[0]), host, (args[2] ?? {}) as Record<string, unknown>, {}, `"${text}"`);
    else unmountFrom(host);
    return Promise.resolve(undefined);
  }
  if (!runtime)
    console.error(
      dot < 1
        ? `LobbyKit: unknown command "${text}"`
        : verb === 'init'
          ? `LobbyKit: "${text}": a namespace starts with LobbyKit('init', { namespace: '${name}', ... })`
          : `LobbyKit: "${text}": no init on this page has namespace "${name}"`,
    );
  const answer = (runtime ?? Promise.resolve(undefined)).then((ready) => ready?.run(verb, args));
  return verb === 'on' ? answer.then((off) => (typeof off === 'function' ? off : () => {})) : answer;
}

/** The element a `mount` or `unmount` for a namespace no init named is about, if it is on the page. */
function heldTarget(verb: string, args: unknown[]): HTMLElement | null {
  if (verb === 'mount') return element(args[1] as MountTarget);
  return verb === 'unmount' ? element(args[0] as MountTarget) : null;
}

/** Elements of a namespace no init has named yet, each with what mounts it once one does. */
const waiting = new Map<string, Map<HTMLElement, () => void>>();
/** Which runtime shows each element's widget; none recorded: the page's, if any. */
const holders = new WeakMap<HTMLElement, NamespaceRuntime>();
/** The namespace each element asked for last: an answer for an earlier one comes too late. */
const wanted = new WeakMap<HTMLElement, string>();

/** The runtime that shows `host`'s widget unmounts it. */
function release(host: HTMLElement): void {
  (holders.get(host) ?? page).unmount(host);
  holders.delete(host);
}

/** `asked`: what asked for the widget, `<lk-login namespace="brandC">` or `"brandC.mount"`. */
function showMissing(host: HTMLElement, name: string, asked: string): void {
  console.error(
    `LobbyKit: ${asked}: no init on this page has namespace "${name}": add LobbyKit('init', { namespace: '${name}', apiBase: ... })`,
  );
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  adoptStyles(root, runtimeCss);
  localeReady().then(() => {
    if (host.isConnected && wanted.get(host) === name) showError(root, t('namespaces.missing', { name }));
  });
}

/**
 * `<lk-NAME namespace="brandB">` connected, its props changed or its namespace set, changed or
 * removed (`name` null or ''): that namespace's runtime shows it once it is in, and the runtime that
 * showed it before unmounts it, so there is one instance, in the runtime named last. An element of
 * a namespace no init named shows the
 * error box, after the calls the loader queued have run (the init may come just after), and mounts
 * if that init comes later.
 */
export function mountIn(
  name: string | null,
  widget: string,
  host: HTMLElement,
  props: Record<string, unknown>,
  attributes: Record<string, string>,
  asked = `<lk-${widget} namespace="${name}">`,
): void {
  const as = name ?? '';
  wanted.set(host, as);
  const runtime = runtimeOf(as);
  if (!runtime) {
    release(host);
    const retry = () => {
      if (wanted.get(host) === as) mountIn(as, widget, host, props, attributes, asked);
    };
    const held = waiting.get(as) ?? new Map<HTMLElement, () => void>();
    waiting.set(as, held.set(host, retry));
    setTimeout(() => {
      if (held.get(host) === retry && waiting.has(as) && host.isConnected) showMissing(host, as, asked);
    });
    return;
  }
  runtime.then((ready) => {
    if (!host.isConnected || wanted.get(host) !== as) return;
    if ((holders.get(host) ?? page) !== ready) release(host);
    if (!ready) {
      const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
      adoptStyles(root, runtimeCss);
      showError(root, t('runtime.chunkFailed', { n: `ns/${as}` }));
      return;
    }
    holders.set(host, ready);
    ready.mount(widget, host, props, attributes);
  });
}

/** The element left the page: the runtime that shows its widget unmounts it. */
export function unmountFrom(host: HTMLElement): void {
  release(host);
  wanted.delete(host);
  for (const held of waiting.values()) held.delete(host);
}
