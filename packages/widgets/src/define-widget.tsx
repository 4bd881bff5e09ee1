import type { WidgetDefinition, WidgetName, WidgetPropsMap } from '@lobbykit/sdk';
import { afterPaint } from '@lobbykit/sdk/runtime';
import { render } from 'preact';
import type { ComponentType } from 'react';
import type * as v from 'valibot';
import { ensureModalOutlet } from './modal-outlet/mount-modal-outlet';
import { widgetCss } from './theme/widget-css';
import { WidgetStyles } from './ui/widget-styles';

/**
 * A widget's props schema: what a host passes is its input, so the widget's `WidgetPropsMap` entry
 * (declared in its own `*-widget.ts`) must be the schema's input, and the name must have one.
 */
type PropsSchema<Name extends WidgetName> = v.GenericSchema<WidgetPropsMap[Name], Record<string, unknown>>;

/** The schema itself when its input is the map's entry both ways, otherwise a type error naming why. */
type MatchingSchema<Name extends WidgetName, Schema extends v.GenericSchema> = [
  v.InferInput<Schema>,
] extends [WidgetPropsMap[Name]]
  ? [WidgetPropsMap[Name]] extends [v.InferInput<Schema>]
    ? Schema
    : { 'the WidgetPropsMap entry must be the schema input': Name }
  : { 'the WidgetPropsMap entry must be the schema input': Name };

interface WidgetOptions<Name extends WidgetName, Schema extends PropsSchema<Name>> {
  name: Name;
  component: ComponentType<v.InferOutput<Schema>>;
  /** The widget's CSS: its own rules and those of the primitives it uses; the base goes in front. */
  styles: string;
  props: MatchingSchema<Name, Schema>;
}

/**
 * A preact component as a runtime widget: the sdk validates the props against the schema and
 * hands over a container in the widget's shadow root; this renders into it, re-renders on update
 * and renders nothing on unmount so effects clean up.
 */
export function defineWidget<Name extends WidgetName, Schema extends PropsSchema<Name>>({
  name,
  component: Component,
  styles,
  props: schema,
}: WidgetOptions<Name, Schema>): WidgetDefinition<Schema> {
  const props = schema as Schema;
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
