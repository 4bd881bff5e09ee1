import { t } from '../i18n/translate';
import { frameOf } from './first-frame';
import { isolationCss } from './isolation';

/** Base CSS of every widget root: the host box, the runtime's own error and loading states. */
export const runtimeCss = `${isolationCss}
:host { display: block; }
:host([hidden]) { display: none; }
.lk-runtime-state { box-sizing: border-box; padding: 12px 16px; border-radius: var(--lk-radius-sm, 8px);
  background: var(--lk-surface, #171b2e); }
.lk-runtime-error { border: 1px solid var(--lk-danger, #ff5470); }
.lk-runtime-error::before { content: "⚠ "; color: var(--lk-danger, #ff5470); }
.lk-runtime-state button { margin-left: 8px; min-height: 44px; padding: 0 16px; border: 0; cursor: pointer;
  border-radius: var(--lk-radius-sm, 8px); background: var(--lk-primary, #7555ff); color: var(--lk-primary-text, #fff); font: inherit; }
.lk-runtime-state button:focus-visible { outline: 2px solid var(--lk-primary, #7555ff); outline-offset: 2px; }
`;

/** Empties a root of everything but its fallback `<style>` elements. */
export function clearRoot(root: ShadowRoot): void {
  for (const child of [...root.childNodes]) {
    if (!(child instanceof Element && child.hasAttribute('data-lk-style'))) child.remove();
  }
}

/** A visible, announced error in place of a widget: never a blank box. */
export function showError(root: ShadowRoot, message: string, retry?: () => void): HTMLElement {
  clearRoot(root);
  const box = root.ownerDocument.createElement('div');
  box.className = 'lk-runtime-state lk-runtime-error';
  box.setAttribute('role', 'alert');
  box.setAttribute('part', 'error');
  box.append(message);
  if (retry) {
    const button = root.ownerDocument.createElement('button');
    button.type = 'button';
    button.textContent = t('state.retry');
    button.addEventListener('click', retry);
    box.append(button);
  }
  root.append(box);
  return box;
}

export function showLoading(root: ShadowRoot): void {
  // The loader's first frame of the widget (first-frame.ts) holds the place better than a loading box.
  if (frameOf(root)) return;
  clearRoot(root);
  const box = root.ownerDocument.createElement('div');
  box.className = 'lk-runtime-state';
  box.setAttribute('role', 'status');
  box.setAttribute('aria-busy', 'true');
  box.setAttribute('part', 'loading');
  box.textContent = t('state.loading');
  root.append(box);
}
