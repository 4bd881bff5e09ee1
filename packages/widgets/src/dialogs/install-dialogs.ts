import { setDialogs } from '@lobbykit/sdk/runtime';

const load = () => import('./dom-dialogs');

/**
 * Gives the sdk's actions (logout's confirm and loader, alerts) these dialogs instead of the
 * browser's blocking, untranslated ones. The dialogs load on first use: a page that never signs
 * out never downloads them.
 */
export function installDialogs(): void {
  if (typeof document === 'undefined') return;
  setDialogs({
    confirm: async (message) => (await load()).confirmDialog(message),
    alert: async (message) => (await load()).alertDialog(message),
    showLoader() {
      // The port wants the hide function at once; the loader may still be on its way.
      let hide: (() => void) | null = null;
      let hidden = false;
      void load().then((dialogs) => {
        if (!hidden) hide = dialogs.loaderDialog();
      });
      return () => {
        hidden = true;
        hide?.();
      };
    },
  });
}
