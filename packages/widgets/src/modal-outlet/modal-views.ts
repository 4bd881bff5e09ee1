import type { ModalName } from '@lobbykit/sdk/runtime';
import type { ComponentType } from 'react';

/** A modal the outlet can show: its component and the CSS it needs inside the overlay root. */
export interface ModalView {
  component: ComponentType<Record<string, unknown>>;
  styles: string;
}

type ModalViewSource = ModalView | (() => Promise<ModalView>);

const views = new Map<string, ModalViewSource>();

/**
 * Tells the outlet how to render `name`. A loader function keeps the view in its own chunk until the
 * modal first opens. Later issues add register, changePassword ... the same way.
 */
export function registerModalView(name: ModalName, source: ModalViewSource): void {
  views.set(name, source);
}

export function modalViewSource(name: string): ModalViewSource | undefined {
  return views.get(name);
}
