import { REQUEST_TIMEOUT_MS } from '@lobbykit/api-client';
import type { GenericSchema, InferOutput } from 'valibot';
import type { LobbyKitEvents, LobbyKitEventType } from './events';

/** What a widget's render receives beside its container and props. */
export interface WidgetContext {
  /** The element the widget is mounted on (`<lk-login>`, or the host's div). */
  host: HTMLElement;
  /** The host's open shadow root; the container sits inside it. */
  root: ShadowRoot;
  /** `lobbykit:<type>` from this widget: on its element and on window. */
  emit<Type extends LobbyKitEventType>(
    type: Type,
    detail: LobbyKitEvents[Type],
    options?: { cancelable?: boolean },
  ): boolean;
}

export interface WidgetInstance<Props = unknown> {
  update(props: Props): void;
  unmount(): void;
}

/** A widget: a name (`<lk-NAME>`), a valibot schema for its props, its CSS and how it renders. */
export interface WidgetDefinition<Schema extends GenericSchema = GenericSchema> {
  name: string;
  props: Schema;
  styles?: string;
  render(
    container: HTMLElement,
    props: InferOutput<Schema>,
    context: WidgetContext,
  ): WidgetInstance<InferOutput<Schema>>;
}

/** Types a definition from its props schema, e.g. for a chunk's default export. */
export function widgetDefinition<Schema extends GenericSchema>(
  definition: WidgetDefinition<Schema>,
): WidgetDefinition {
  return definition as unknown as WidgetDefinition;
}

/** A lazily loaded widget chunk: resolves to its definition (or a module whose default is one). */
export type WidgetLoader = () => Promise<WidgetDefinition | { default: WidgetDefinition }>;

type Entry = { definition: WidgetDefinition } | { loader: WidgetLoader; loading?: Promise<WidgetDefinition> };

const registry = new Map<string, Entry>();
const listeners = new Set<(name: string) => void>();

export const WIDGET_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Registers a widget now, or a loader that fetches its chunk on first mount. */
export function registerWidget<Schema extends GenericSchema>(definition: WidgetDefinition<Schema>): void;
export function registerWidget(name: string, loader: WidgetLoader): void;
export function registerWidget(nameOrDefinition: string | WidgetDefinition, loader?: WidgetLoader): void {
  const name = typeof nameOrDefinition === 'string' ? nameOrDefinition : nameOrDefinition.name;
  if (!WIDGET_NAME.test(name))
    throw new Error(`LobbyKit: "${name}" is not a widget name (lowercase, dashes)`);
  const entry: Entry =
    typeof nameOrDefinition === 'string' ? { loader: loader! } : { definition: nameOrDefinition };
  // A chunk that registers its own definition when it loads replaces its loader here.
  registry.set(name, entry);
  for (const listener of listeners) listener(name);
}

export function registeredWidgets(): string[] {
  return [...registry.keys()];
}

export function onWidgetRegistered(listener: (name: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    cause?: unknown,
  ) {
    super(`Loading chunk ${chunk} failed`, { cause });
  }
}

/**
 * The definition now, a promise of it while its chunk loads, or undefined for an unknown name. A
 * chunk that fails or outlasts the time-out (R8.30, R8.31) rejects with ChunkLoadError and is
 * fetched anew on the next try.
 */
export function resolveWidget(
  name: string,
  timeout = REQUEST_TIMEOUT_MS,
): WidgetDefinition | Promise<WidgetDefinition> | undefined {
  const entry = registry.get(name);
  if (!entry) return undefined;
  if ('definition' in entry) return entry.definition;
  entry.loading ??= load(name, entry.loader, timeout).then(
    (definition) => {
      if (registry.get(name) === entry) registry.set(name, { definition });
      return definition;
    },
    (error: unknown) => {
      entry.loading = undefined;
      throw error;
    },
  );
  return entry.loading;
}

function load(name: string, loader: WidgetLoader, timeout: number): Promise<WidgetDefinition> {
  return new Promise<WidgetDefinition>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(name, new Error(`timed out after ${timeout} ms`))),
      timeout,
    );
    let pending: Promise<WidgetDefinition | { default: WidgetDefinition }>;
    try {
      pending = Promise.resolve(loader());
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending
      .then((loaded) => {
        const definition = 'default' in loaded ? loaded.default : loaded;
        const registered = registry.get(name);
        const own = registered && 'definition' in registered ? registered.definition : undefined;
        const found = definition && typeof definition.render === 'function' ? definition : own;
        if (found) resolve(found);
        else reject(new ChunkLoadError(name, new Error('the chunk has no widget definition')));
      })
      .catch((error: unknown) => reject(new ChunkLoadError(name, error)))
      .finally(() => clearTimeout(timer));
  });
}
