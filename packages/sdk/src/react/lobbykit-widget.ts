import { createElement, useEffect, useLayoutEffect, useRef } from 'react';
import { type MountHandle, mount, unmount } from '../runtime/mount';
import type { WidgetName, WidgetPropsMap } from '../runtime/widget-map';

interface WidgetElementProps {
  className?: string;
  /**
   * Mount (and so fetch the widget's chunk) only once the element comes within half a screen of the
   * viewport: for widgets below the fold, so a page's first paint does not wait on their code.
   * Give the element a reserved height in CSS where the widget's arrival would move what follows.
   */
  whenVisible?: boolean;
  /**
   * `'eager'`: the widget's chunk loads at once wherever its element sits, as `loading="eager"` on an
   * `<lk-*>` element. For a widget that floats over the page (the customer service button) while its
   * element sits at the end of a long page: by default a widget more than a screen below the
   * viewport waits until it comes near.
   */
  loading?: 'eager';
  /**
   * The brand whose runtime shows the widget (`brandB`): the runtime the page's
   * `LobbyKit('init', { namespace: 'brandB', ... })` started, reached through the page's
   * `LobbyKit('brandB.mount', ...)`; changing it moves the widget there. A namespace no init has
   * named yet shows the error box until that init comes. Left out: this module's own runtime.
   */
  namespace?: string;
}

/** `props` may be left out only when every prop of the widget is optional. */
type PropsOf<Name extends WidgetName> =
  Record<never, never> extends WidgetPropsMap[Name]
    ? { props?: WidgetPropsMap[Name] }
    : { props: WidgetPropsMap[Name] };

/**
 * `<LobbyKitWidget name="login" props={{ variant: 'inline' }} />`: one member per widget of
 * `WidgetPropsMap`, so an unknown name or a prop its widget does not take is a type error.
 */
export type LobbyKitWidgetProps<Name extends WidgetName = WidgetName> = {
  [N in Name]: WidgetElementProps &
    PropsOf<N> & {
      /** The registered widget's name (`login`, `wallet-header` ...). */
      name: N;
    };
}[Name];

/**
 * The widget mounts as soon as its element is in the document, before the browser paints: a widget
 * whose chunk is already loaded then draws in the host's first frame (mounting in a passive effect,
 * which preact/compat runs after that frame, painted the site's header empty and then grew it: a
 * layout shift). On a server there is no document, and no layout effect.
 */
const useMountEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Runs `show` once `element` comes within `margin` of the viewport (at once without an observer). */
function onceNearViewport(element: HTMLElement, show: () => void, margin = '50% 0px'): () => void {
  if (typeof IntersectionObserver !== 'function') {
    show();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      show();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * `LobbyKit(command, ...args)` of the page (the loader's, or `installGlobal()`'s), which routes
 * `<namespace>.` commands to that namespace's runtime (namespaces.ts); none is a console error.
 * Not an import of the namespaces chunk: a site bundling this adapter would keep the commands that
 * chunk uses in its own first chunk.
 */
function command(name: string, ...args: unknown[]): unknown {
  const run = (globalThis as { LobbyKit?: (...input: unknown[]) => unknown }).LobbyKit;
  if (run) return run(name, ...args);
  console.error(`LobbyKit: ${name}: this page has no LobbyKit('init', ...)`);
  return undefined;
}

/**
 * Widget `name` in `element`: mounted by this module's runtime, or with a `namespace` by that
 * namespace's (`LobbyKit('brandB.mount', ...)`, once it is in). `update` mounts again: the same
 * widget in the same runtime updates in place.
 */
function mountWidget(
  name: string,
  element: HTMLElement,
  props: Record<string, unknown>,
  namespace: string | undefined,
): Pick<MountHandle, 'update'> {
  if (!namespace) return mount(name, element, props);
  const update = (next: Record<string, unknown>) => void command(`${namespace}.mount`, name, element, next);
  update(props);
  return { update };
}

/**
 * Unmounts `element`'s widget from the runtime that shows it. A namespace's runtime does it in its
 * command's turn, and the promise settles then (it empties the shadow root: a mount waits for it).
 */
function unmountWidget(element: HTMLElement, namespace: string | undefined): Promise<unknown> | null {
  if (namespace) return Promise.resolve(command(`${namespace}.unmount`, element));
  unmount(element);
  return null;
}

/**
 * Mounts a LobbyKit widget into a div this component owns. The widget renders in that div's shadow
 * root with the runtime's own renderer, so the host's React never renders widget internals.
 */
export function LobbyKitWidget<Name extends WidgetName>(widget: LobbyKitWidgetProps<Name>) {
  const { name, className, whenVisible = false, namespace, loading } = widget;
  const props = widget.props as Record<string, unknown> | undefined;
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<Pick<MountHandle, 'update'> | null>(null);
  const latest = useRef(props);
  latest.current = props;
  // Hosts often pass a fresh object each render; only a real change reaches the widget.
  const propsKey = JSON.stringify(props ?? {});
  const applied = useRef<string | null>(null);

  /** A namespace's runtime still unmounting the widget (its namespace changed): the next mount waits. */
  const released = useRef<Promise<unknown> | null>(null);

  // The runtime reads `loading` from the element when it mounts (this module's runtime and a
  // namespace's alike), so it is set first: effects run in the order they are declared.
  useMountEffect(() => {
    if (loading) host.current?.setAttribute('loading', loading);
    else host.current?.removeAttribute('loading');
  }, [loading]);

  // Mounted once per name and namespace: whenVisible matters for the first mount only.
  useMountEffect(() => {
    const element = host.current;
    if (!element) return;
    let live = true;
    const mountNow = () => {
      if (!live) return;
      handle.current = mountWidget(name, element, latest.current ?? {}, namespace);
      applied.current = JSON.stringify(latest.current ?? {});
    };
    const show = () => (released.current ? void released.current.then(mountNow) : mountNow());
    let stopWatching = () => {};
    if (whenVisible) stopWatching = onceNearViewport(element, show);
    else show();
    return () => {
      live = false;
      stopWatching();
      handle.current = null;
      applied.current = null;
      const pending = unmountWidget(element, namespace);
      released.current = pending;
      void pending?.then(() => {
        if (released.current === pending) released.current = null;
      });
    };
  }, [name, namespace]);

  useEffect(() => {
    if (!handle.current || applied.current === propsKey) return;
    applied.current = propsKey;
    handle.current.update(latest.current ?? {});
  }, [propsKey]);

  return createElement('div', { ref: host, className, 'data-lk-widget': name });
}
