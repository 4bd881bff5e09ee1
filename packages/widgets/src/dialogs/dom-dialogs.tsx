import { render } from 'preact';
import type { ReactNode } from 'react';
import { widgetCss } from '../theme/widget-css';
import { buttonCss } from '../ui/button';
import { ConfirmDialog, confirmDialogCss } from '../ui/confirm-dialog';
import { LoaderDialog } from '../ui/loader-dialog';
import { spinnerCss } from '../ui/spinner';
import { WidgetStyles } from '../ui/widget-styles';

const dialogsCss = widgetCss(spinnerCss, buttonCss, confirmDialogCss);

/** Renders a dialog until the returned function is called; the dialog portals itself into the overlay. */
function show(dialog: (dispose: () => void) => ReactNode): () => void {
  const host = document.createElement('div');
  let disposed = false;
  const dispose = () => {
    if (disposed) return;
    disposed = true;
    render(null, host);
  };
  render(<WidgetStyles.Provider value={dialogsCss}>{dialog(dispose)}</WidgetStyles.Provider>, host);
  return dispose;
}

export function confirmDialog(message: string): Promise<boolean> {
  return new Promise((resolve) => {
    show((dispose) => (
      <ConfirmDialog
        open
        message={message}
        onAnswer={(confirmed) => {
          dispose();
          resolve(confirmed);
        }}
      />
    ));
  });
}

export function alertDialog(message: string): Promise<void> {
  return new Promise((resolve) => {
    show((dispose) => (
      <ConfirmDialog
        open
        message={message}
        cancelLabel={null}
        onAnswer={() => {
          dispose();
          resolve();
        }}
      />
    ));
  });
}

/** The loader flavour of the loader/dialog helper; the player may dismiss it with its button or the cover. */
export function loaderDialog(): () => void {
  return show((dispose) => <LoaderDialog open busy onClose={dispose} />);
}
