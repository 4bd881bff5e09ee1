import { adoptStyles, overlayRoot } from '@lobbykit/sdk';
import { useContext, useLayoutEffect, useState } from 'react';
import { WidgetStyles } from './widget-styles';

/**
 * `ownStyles`: the CSS of the component asking (a Modal's), adopted after its widget's.
 *
 * A container of its own inside the body-level overlay root, alive while `active`: each modal or
 * dialog gets one so several can stack, and removing it never disturbs the others.
 */
export function useOverlayContainer(active: boolean, ownStyles = ''): HTMLElement | null {
  const styles = useContext(WidgetStyles);
  const [container] = useState(() => document.createElement('div'));
  const [attached, setAttached] = useState(false);
  useLayoutEffect(() => {
    if (!active) return;
    const root = overlayRoot();
    if (styles) adoptStyles(root, styles);
    if (ownStyles) adoptStyles(root, ownStyles);
    root.appendChild(container);
    setAttached(true);
    return () => {
      container.remove();
      setAttached(false);
    };
  }, [active, container, styles, ownStyles]);
  return active && attached ? container : null;
}
