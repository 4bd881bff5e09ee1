import { LobbyKitWidget, type LobbyKitWidgetProps, useLobbyKit } from '@lobbykit/sdk/react';
import { $bannerShown } from './after-banner';

/**
 * A lobby widget that waits for the first banner (`releaseLobbyAfterBanner`): its place (an element
 * of the same class and name, whose room pages.css holds) is drawn at once, the widget mounts there
 * once the banner has painted.
 */
export function AfterBannerWidget(widget: LobbyKitWidgetProps) {
  const shown = useLobbyKit($bannerShown);
  if (shown) return <LobbyKitWidget {...widget} />;
  return <div className={widget.className} data-lk-widget={widget.name} />;
}
