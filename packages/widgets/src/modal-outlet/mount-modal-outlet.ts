import { overlayRoot } from '@lobbykit/sdk/runtime';
import { h, render } from 'preact';
import { ModalOutlet } from './modal-outlet';

let host: HTMLElement | null = null;

/**
 * One outlet per page, in the overlay root, mounted the first time any widget mounts. If a host
 * page cleared the overlay meanwhile, the same outlet (and whatever modal it shows) goes back in.
 */
export function ensureModalOutlet(): void {
  if (typeof document === 'undefined') return;
  const root = overlayRoot();
  if (host?.parentNode === root) return;
  if (!host) {
    host = document.createElement('div');
    host.setAttribute('data-lk-modal-outlet', '');
    render(h(ModalOutlet, null), host);
  }
  root.appendChild(host);
}
