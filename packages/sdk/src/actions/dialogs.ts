/**
 * The dialogs port: actions ask for a confirm, a loader or an alert through it and never touch the
 * DOM. The widgets package installs its own dialogs here (the loader/dialog helper of spec
 * section 2); until then the browser's own confirm and alert stand in, and the loader is a no-op.
 */
export interface DialogsPort {
  confirm(message: string): Promise<boolean>;
  /** Shows the loading cover; the returned function hides it. */
  showLoader(): () => void;
  alert(message: string): Promise<void>;
}

const browserDialogs: DialogsPort = {
  async confirm(message) {
    return typeof window !== 'undefined' && typeof window.confirm === 'function'
      ? window.confirm(message)
      : true;
  },
  showLoader: () => () => {},
  async alert(message) {
    if (typeof window !== 'undefined' && typeof window.alert === 'function') window.alert(message);
  },
};

let port: DialogsPort = browserDialogs;

export function setDialogs(next: Partial<DialogsPort> | null): void {
  port = next ? { ...browserDialogs, ...next } : browserDialogs;
}

export function dialogs(): DialogsPort {
  return port;
}
