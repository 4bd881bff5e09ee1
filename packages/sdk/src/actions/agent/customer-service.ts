import { $startup } from '../../stores/startup';

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

/** Opens live chat the way the player site's floating button does: a 440 x 750 window. */
export function openServiceLink(link: ServiceLink): void {
  if (link.popup) window.open(link.href, 'lobbykit-customer-service', 'width=440,height=750,noopener');
  else window.open(link.href, '_blank', 'noopener');
}
