import type { WidgetDefinition } from '@lobbykit/sdk';
import { afterPaint } from '@lobbykit/sdk/runtime';
import { render } from 'preact';
import type { ComponentType } from 'react';
import type * as v from 'valibot';
import { ensureModalOutlet } from './modal-outlet/mount-modal-outlet';
import { widgetCss } from './theme/widget-css';
import { WidgetStyles } from './ui/widget-styles';

interface WidgetOptions<Schema extends v.GenericSchema<unknown, Record<string, unknown>>> {
  name: string;
  component: ComponentType<v.InferOutput<Schema>>;
  /** The widget's CSS: its own rules and those of the primitives it uses; the base goes in front. */
  styles: string;
  props: Schema;
}

/**
 * A preact component as a runtime widget: the sdk validates the props against the schema and
 * hands over a container in the widget's shadow root; this renders into it, re-renders on update
 * and renders nothing on unmount so effects clean up.
 */
export function defineWidget<Schema extends v.GenericSchema<unknown, Record<string, unknown>>>({
  name,
  component: Component,
  styles,
  props,
}: WidgetOptions<Schema>): WidgetDefinition<Schema> {
  const css = widgetCss(styles);
  const draw = (container: HTMLElement, values: v.InferOutput<Schema>) =>
    render(
      <WidgetStyles.Provider value={css}>
        <Component {...values} />
      </WidgetStyles.Provider>,
      container,
    );
  return {
    name,
    props,
    styles: css,
    render(container, values) {
      draw(container, values);
      // The outlet renders nothing until a modal opens (and `$modal` mounts it then anyway): it need
      // not hold up the widget's first paint.
      afterPaint(ensureModalOutlet);
      return {
        update: (next) => draw(container, next),
        unmount: () => render(null, container),
      };
    },
  };
}
