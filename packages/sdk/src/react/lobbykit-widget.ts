import { createElement, useEffect, useRef } from 'react';
import { type MountHandle, mount, unmount } from '../runtime/mount';

export interface LobbyKitWidgetProps {
  /** The registered widget's name (`login`, `wallet-header` ...). */
  name: string;
  props?: Record<string, unknown>;
  className?: string;
}

/**
 * Mounts a LobbyKit widget into a div this component owns. The widget renders in that div's shadow
 * root with the runtime's own renderer, so the host's React never renders widget internals.
 */
export function LobbyKitWidget({ name, props, className }: LobbyKitWidgetProps) {
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<MountHandle | null>(null);
  const latest = useRef(props);
  latest.current = props;
  // Hosts often pass a fresh object each render; only a real change reaches the widget.
  const propsKey = JSON.stringify(props ?? {});
  const applied = useRef<string | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    handle.current = mount(name, element, latest.current ?? {});
    applied.current = JSON.stringify(latest.current ?? {});
    return () => {
      handle.current = null;
      applied.current = null;
      unmount(element);
    };
  }, [name]);

  useEffect(() => {
    if (!handle.current || applied.current === propsKey) return;
    applied.current = propsKey;
    handle.current.update(latest.current ?? {});
  }, [propsKey]);

  return createElement('div', { ref: host, className, 'data-lk-widget': name });
}
