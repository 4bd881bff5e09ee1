import { $modal, isLocaleReady, localeReady } from '@lobbykit/sdk/runtime';
import { useEffect, useState } from 'react';
import { useStore } from '../ui/use-store';
import { WidgetStyles } from '../ui/widget-styles';
import { type ModalView, modalViewSource } from './modal-views';

/** Renders whichever modal `$modal` names; a name nobody registered renders nothing. */
export function ModalOutlet() {
  const modal = useStore($modal);
  const [loaded, setLoaded] = useState<{ name: string; view: ModalView } | null>(null);
  const name = modal?.name ?? null;

  useEffect(() => {
    if (!name) return;
    const source = modalViewSource(name);
    if (!source || typeof source !== 'function') return;
    let current = true;
    source().then(
      // The view's chunk may have registered its words: show it once they are in, never in English first.
      async (view) => {
        while (current && !isLocaleReady()) await localeReady();
        if (current) setLoaded({ name, view });
      },
      (error: unknown) => console.error(`[lobbykit] the "${name}" modal could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [name]);

  if (!modal) return null;
  const source = modalViewSource(modal.name);
  const view = typeof source === 'object' ? source : loaded?.name === modal.name ? loaded.view : null;
  if (!view) return null;
  const View = view.component;
  return (
    <WidgetStyles.Provider value={view.styles}>
      <View key={modal.name} {...modal.props} />
    </WidgetStyles.Provider>
  );
}
