import { LobbyKitWidget, type LobbyKitWidgetProps, useLobbyKit } from '@lobbykit/sdk/react';
import { $secondaryReleased } from './secondary-widgets';

/**
 * A widget the page can paint without: its place (an element of the same class and name, so the
 * layout's CSS holds its room) is drawn at once, and the widget mounts there once the page's own
 * content has painted (`releaseSecondaryWidgetsAfterPaint`).
 */
export function SecondaryWidget(widget: LobbyKitWidgetProps) {
  const released = useLobbyKit($secondaryReleased);
  if (released) return <LobbyKitWidget {...widget} />;
  return <div className={widget.className} data-lk-widget={widget.name} />;
}
