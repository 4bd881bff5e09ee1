/**
 * The widgets a host can mount and the props each takes, filled by declaration merging as the
 * message namespaces are: each widget's own file declares its entry,
 * `declare module '@lobbykit/sdk' { interface WidgetPropsMap { login: v.InferInput<typeof loginProps> } }`.
 * Empty here: the runtime alone mounts nothing. A host gets the entries by importing the widgets
 * (`import '@lobbykit/widgets'`, or `import type {} from '@lobbykit/widgets'` beside the loader).
 * The loader's `LobbyKit('mount', ...)`, `mount`, `<LobbyKitWidget>` and the `<lk-*>` JSX types
 * read it, so an unknown name or a wrong prop is a type error.
 */
// biome-ignore lint/suspicious/noEmptyInterface: widgets fill it in by declaration merging.
export interface WidgetPropsMap {}

/** A registered widget's name (`login`, `wallet-header` ...). */
export type WidgetName = keyof WidgetPropsMap & string;

/** The props widget `Name` takes, as a host passes them (the schema's input). */
export type WidgetPropsOf<Name extends WidgetName> = WidgetPropsMap[Name];

/** The props argument: optional when every prop is, required otherwise. */
export type WidgetPropsArgs<Name extends WidgetName> =
  Record<never, never> extends WidgetPropsMap[Name]
    ? [props?: WidgetPropsMap[Name]]
    : [props: WidgetPropsMap[Name]];
