import { errorMessage } from '../../i18n/error-message';
import { $startup } from '../../stores/startup';
import { dialogs } from '../dialogs';

/** R2.115: when the agents' customer service answers, in the merchant's time zone. */
export const SUPPORT_HOURS = {
  firstDay: 'Monday',
  lastDay: 'Friday',
  opens: '12:00',
  closes: '21:00',
} as const;

export interface ServiceLink {
  /** The merchant's channel kind (LIVECHAT, TELEGRAM, EMAIL ...). */
  kind: string;
  href: string;
  /** Live chat opens in the 440 x 750 popup window (R2.39); the others are plain links. */
  popup: boolean;
}

/** The merchant's customer-service channels from the startup permission (R7.01), live chat first. */
export function serviceLinks(
  entries: readonly { csType: string; path: string }[] = permissionServiceEntries(),
): ServiceLink[] {
  return entries
    .filter((entry) => /^(https?:|mailto:|tel:)/i.test(entry.path))
    .map((entry) => ({
      kind: entry.csType.toUpperCase(),
      href: entry.path,
      popup: entry.csType.toUpperCase() === 'LIVECHAT',
    }))
    .sort((a, b) => Number(b.popup) - Number(a.popup));
}

function permissionServiceEntries(): readonly { csType: string; path: string }[] {
  const startup = $startup.get();
  return startup.phase === 'ready' ? (startup.permission?.info.customerService ?? []) : [];
}

/** R2.39: the customer-service window's size. */
export const SERVICE_WINDOW = { width: 440, height: 750 } as const;

/** 'blocked' when the browser refused the window; the player was told (R8.14). */
export type ServiceLinkOutcome = 'opened' | 'blocked';

/**
 * Opens a channel: live chat in the 440 x 750 popup window of the floating button (R2.39), the others
 * in a new tab. The window is opened with its opener and then cut from it (with 'noopener' the browser
 * answers null whether or not it opened, and a blocked popup could not be told apart). A blocked
 * window shows R8.14 'Popup blocked. Please allow popups and try again.'
 */
export function openServiceLink(link: ServiceLink): ServiceLinkOutcome {
  const opened = link.popup
    ? window.open(
        link.href,
        'lobbykit-customer-service',
        `popup=yes,width=${SERVICE_WINDOW.width},height=${SERVICE_WINDOW.height}`,
      )
    : window.open(link.href, '_blank');
  if (!opened) {
    void dialogs().alert(errorMessage('popup_blocked'));
    return 'blocked';
  }
  try {
    opened.opener = null;
  } catch {
    // Already cross-origin: nothing of this page is reachable from it.
  }
  return 'opened';
}

/**
 * The floating customer-service button (R2.39) and the outage pages' button (R2.35, R2.36): the
 * merchant's preferred channel (live chat first). 'none' when the merchant has no channel, and the
 * button is not shown then.
 */
export function openCustomerService(
  links: readonly ServiceLink[] = serviceLinks(),
): ServiceLinkOutcome | 'none' {
  const first = links[0];
  return first ? openServiceLink(first) : 'none';
}
