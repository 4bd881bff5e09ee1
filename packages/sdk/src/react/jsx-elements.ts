import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { WidgetName, WidgetPropsMap } from '../runtime/widget-map';

/** `showRegister` -> `show-register`: the attribute a custom element reads a prop from. */
type KebabCase<Text extends string> = Text extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : Text;

/** What an attribute can carry: a string, or a number or boolean the widget's schema converts. */
type AttributeValue<Value> = Value extends string | number | boolean ? Value | `${Value}` : never;

/**
 * `<lk-NAME>` in a React 19 host: the element's HTML attributes, `props` (a JSON object of the
 * widget's props), and each plain prop as a kebab-case attribute (`show-register="false"`). Props
 * holding objects or lists go in `props`; React 19 would set them as `[object Object]` attributes.
 */
export type LobbyKitElementProps<Name extends WidgetName> = DetailedHTMLProps<
  HTMLAttributes<HTMLElement>,
  HTMLElement
> & {
  /** The widget's props as JSON: `props={JSON.stringify({ variant: 'inline' })}`. */
  props?: string;
  /** The brand whose runtime shows it (`brandB`): an `init` with that namespace started it. */
  namespace?: string;
} & {
  [Key in keyof WidgetPropsMap[Name] & string as KebabCase<Key>]?: AttributeValue<
    NonNullable<WidgetPropsMap[Name][Key]>
  >;
};

/** Every registered widget as its `<lk-NAME>` intrinsic element. */
export type LobbyKitIntrinsicElements = {
  [Name in WidgetName as `lk-${Name}`]: LobbyKitElementProps<Name>;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends LobbyKitIntrinsicElements {}
  }
}
