import { createElement, useEffect, useLayoutEffect, useRef } from 'react';
import { type MountHandle, mount, unmount } from '../runtime/mount';
import { namespaces } from '../runtime/namespaces-chunk';
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
   * The brand whose runtime shows the widget (`brandB`): the runtime an `init` with that namespace
   * started, as for `<lk-login namespace="brandB">` (namespaces.ts); changing it moves the widget
   * there. Left out: this module's own runtime.
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
 * Widget `name` in `element`: mounted by this module's runtime, or with a `namespace` by the runtime
 * of that namespace (namespaces.ts, the way `<lk-* namespace>` goes), once that one is in. Its
 * `update` mounts again with new props: the same widget in the same runtime updates in place.
 */
function mountWidget(
  name: string,
  element: HTMLElement,
  props: Record<string, unknown>,
  namespace: string | undefined,
): Pick<MountHandle, 'update'> {
  if (!namespace) return mount(name, element, props);
  const mountIn = (next: Record<string, unknown>) =>
    void namespaces().then((chunk) => chunk.mountIn(namespace, name, element, next, {}));
  mountIn(props);
  return { update: mountIn };
}

/** The runtime that shows `element`'s widget unmounts it. */
function unmountWidget(element: HTMLElement, namespace: string | undefined): void {
  if (namespace) void namespaces().then((chunk) => chunk.unmountFrom(element));
  else unmount(element);
}

/**
 * Mounts a LobbyKit widget into a div this component owns. The widget renders in that div's shadow
 * root with the runtime's own renderer, so the host's React never renders widget internals.
 */
export function LobbyKitWidget<Name extends WidgetName>(widget: LobbyKitWidgetProps<Name>) {
  const { name, className, whenVisible = false, namespace } = widget;
  const props = widget.props as Record<string, unknown> | undefined;
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<Pick<MountHandle, 'update'> | null>(null);
  const latest = useRef(props);
  latest.current = props;
  // Hosts often pass a fresh object each render; only a real change reaches the widget.
  const propsKey = JSON.stringify(props ?? {});
  const applied = useRef<string | null>(null);

  // Mounted once per name and namespace: whenVisible matters for the first mount only.
  useMountEffect(() => {
    const element = host.current;
    if (!element) return;
    const show = () => {
      handle.current = mountWidget(name, element, latest.current ?? {}, namespace);
      applied.current = JSON.stringify(latest.current ?? {});
    };
    let stopWatching = () => {};
    if (whenVisible) stopWatching = onceNearViewport(element, show);
    else show();
    return () => {
      stopWatching();
      handle.current = null;
      applied.current = null;
      unmountWidget(element, namespace);
    };
  }, [name, namespace]);

  useEffect(() => {
    if (!handle.current || applied.current === propsKey) return;
    applied.current = propsKey;
    handle.current.update(latest.current ?? {});
  }, [propsKey]);

  return createElement('div', { ref: host, className, 'data-lk-widget': name });
}
