import { overlayRoot } from '@lobbykit/sdk';
import { within } from '@testing-library/preact';

/** Queries inside the `<lk-overlay>` shadow root, where modals and dialogs render. */
export function overlay() {
  return within(overlayRoot() as unknown as HTMLElement);
}
