import { $startup } from '@lobbykit/sdk';
import { openCustomerService, serviceLinks } from '@lobbykit/sdk/lobby';
import * as v from 'valibot';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import './messages/cs-button-messages';

export const customerServiceButtonProps = v.object({});

/**
 * The floating customer-service button (R2.37, R2.39): a round button at the bottom corner that opens
 * the merchant's live chat (else its first channel) in a 440 x 750 window. A blocked popup tells the
 * player so (R8.14, the sdk's). Shown only while the merchant has a channel to open.
 */
export function CustomerServiceButton() {
  const t = useTranslate();
  // The channels come from the startup permission: follow it as it arrives or changes.
  useStore($startup);
  const links = serviceLinks();
  if (links.length === 0) return null;
  return (
    <button
      type="button"
      className="lk-cs-float"
      aria-label={t('csButton.label')}
      title={t('csButton.hint')}
      onClick={() => openCustomerService(links)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 13v-1a8 8 0 0 1 16 0v1M4 13a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2zM20 13a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2zM17 17v1a3 3 0 0 1-3 3h-2" />
      </svg>
    </button>
  );
}
