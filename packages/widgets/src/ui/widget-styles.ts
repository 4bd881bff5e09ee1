import { createContext } from 'react';

/**
 * The CSS of the widget a component belongs to. Modals portal into the shared `<lk-overlay>` shadow
 * root, outside the widget's own shadow root, so they adopt these styles there too.
 */
export const WidgetStyles = createContext<string>('');
