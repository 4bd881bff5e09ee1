import { firstIssue } from '@lobbykit/api-client';
import { errorMessage } from '../i18n/error-message';
import { isLocaleReady, localeReady, t } from '../i18n/translate';
import { $startup, pageRefusal } from '../stores/startup';
import { afterPaint } from './after-paint';
import { coerceAttributes } from './attribute-props';
import { clearRoot, runtimeCss, showError, showLoading } from './error-box';
import { emit } from './events';
import { frameOf, overFrame } from './first-frame';
import { whenNearViewport } from './near-viewport';
import { ChunkLoadError, resolveWidget, type WidgetDefinition, type WidgetInstance } from './registry';
import { adoptStyles } from './styles';

export interface MountHandle {
  readonly element: HTMLElement;
  /** Settles once the widget rendered, or showed why it could not. */
  readonly ready: Promise<void>;
  update(props: Record<string, unknown>): void;
  unmount(): void;
}

export interface MountOptions {
  /** Props read from HTML attributes: strings the widget's schema converts (custom elements). */
  attributes?: Record<string, string>;
  /**
   * `eager`: fetch the widget's chunk now wherever it sits. By default (`lazy`) a widget more than a
   * screen below the fold starts when it comes within a screen of the viewport. The mount target's
   * `loading="eager"` attribute says the same.
   */
  loading?: 'eager' | 'lazy';
}

interface Mounted {
  name: string;
  root: ShadowRoot;
  props: Record<string, unknown>;
  attributes: Record<string, string>;
  definition: WidgetDefinition | null;
  instance: WidgetInstance | null;
  handle: MountHandle;
  /** Stops waiting for the viewport (a widget unmounted before it came near). */
  cancel?: (() => void) | undefined;
  /** Shows the page's refusal instead of the widget (R8.18); set by `stop` on unmount. */
  refused?: boolean;
  stop?: () => void;
}

/** A synchronous schema's answer (valibot's props schemas are synchronous): its output, or its issues. */
type StandardResult = { value: unknown; issues?: undefined } | { issues: Parameters<typeof firstIssue>[0] };

const mounted = new WeakMap<Element, Mounted>();

/** The element's open shadow root, created on first use and reused after. */
function shadowOf(element: HTMLElement): ShadowRoot {
  return element.shadowRoot ?? element.attachShadow({ mode: 'open' });
}

/** Mounts widget `name` into `element`'s open shadow root; mounting again updates its props. */
export function mount(
  name: string,
  element: HTMLElement,
  props: Record<string, unknown> = {},
  options: MountOptions = {},
): MountHandle {
  const current = mounted.get(element);
  if (current && current.name === name) {
    current.attributes = options.attributes ?? current.attributes;
    current.handle.update(props);
    return current.handle;
  }
  if (current) unmount(element);

  const root = shadowOf(element);
  adoptStyles(root, runtimeCss);
  const record: Mounted = {
    name,
    root,
    props,
    attributes: options.attributes ?? {},
    definition: null,
    instance: null,
    handle: null as unknown as MountHandle,
  };
  const isCurrent = () => mounted.get(element) === record && !record.refused;

  const render = () => {
    const definition = record.definition!;
    // Props that are no object (a host's string, a number) fail the schema as they are.
    const input =
      record.props && typeof record.props === 'object'
        ? { ...record.props, ...coerceAttributes(definition.props, record.attributes) }
        : record.props;
    // The schema's Standard Schema side: the runtime validates props without importing valibot.
    const parsed = definition.props['~standard'].validate(input) as StandardResult;
    if (parsed.issues) {
      teardown(record);
      const issue = firstIssue(parsed.issues);
      const message = t('runtime.badProps', { name, field: issue.field, message: issue.message });
      console.error(`LobbyKit: bad props for "${name}" at "${issue.field}": ${issue.message}`, input);
      showError(root, message);
      emit('error', { code: 'bad_props', widget: name, field: issue.field, message: issue.message }, element);
      return;
    }
    if (record.instance) {
      record.instance.update(parsed.value);
      return;
    }
    // Over the loader's first frame, if it drew one: what was typed there stays (first-frame.ts).
    overFrame(root, () => {
      clearRoot(root);
      if (definition.styles) adoptStyles(root, definition.styles);
      const container = element.ownerDocument.createElement('div');
      container.setAttribute('part', 'root');
      root.append(container);
      record.instance = definition.render(container, parsed.value, {
        host: element,
        root,
        emit: (type, detail, emitOptions) => emit(type, detail, element, emitOptions),
      });
    });
  };

  /**
   * Goes on once the page's language is in (R4.73): its core dictionary, and the namespaces a widget
   * chunk registers while it loads, so a TY or BN page never shows a widget in English first.
   */
  const afterLocale = (next: () => Promise<void>): Promise<void> => {
    if (isLocaleReady()) return next();
    showLoading(root);
    return localeReady().then(() => (isCurrent() ? afterLocale(next) : undefined));
  };

  const load = (): Promise<void> => {
    if (!isLocaleReady()) return afterLocale(load);
    const resolved = resolveWidget(name);
    if (!resolved) {
      console.error(`LobbyKit: no widget named "${name}" is registered`);
      showError(root, t('runtime.unknownWidget', { name }));
      return Promise.resolve();
    }
    if (!(resolved instanceof Promise)) {
      record.definition = resolved;
      render();
      return Promise.resolve();
    }
    showLoading(root);
    return resolved.then(
      (definition) => {
        if (!isCurrent()) return;
        return afterLocale(async () => {
          record.definition = definition;
          render();
        });
      },
      (error: unknown) => {
        if (!isCurrent()) return;
        const chunk = error instanceof ChunkLoadError ? error.chunk : name;
        console.error(`LobbyKit: loading chunk ${chunk} failed`, error);
        // R8.30: the failure is named, with a retry that fetches the chunk again.
        showError(root, t('runtime.chunkFailed', { n: chunk }), () => {
          if (isCurrent()) record.handle = { ...record.handle, ready: load() };
        });
        emit('error', { code: 'chunk_failed', widget: name }, element);
      },
    );
  };

  record.handle = {
    element,
    ready: Promise.resolve(),
    update(next) {
      if (!isCurrent()) return;
      record.props = next;
      if (record.definition) render();
    },
    unmount: () => {
      if (mounted.get(element) === record) unmount(element);
    },
  };
  mounted.set(element, record);
  // R8.18: a page the platform refuses says why in every widget, mounted before startup learnt it or
  // after, in the shared error box and with no retry: nothing tried again from this origin can work.
  record.stop = $startup.subscribe((state) => {
    const refusal = pageRefusal(state);
    if (!refusal || !isCurrent()) return;
    record.refused = true;
    teardown(record);
    localeReady().then(() => {
      if (mounted.get(element) === record) showError(root, errorMessage(refusal));
    });
  });
  const eager = (options.loading ?? element.getAttribute('loading')) === 'eager';
  const start = (): Promise<void> =>
    record.refused
      ? Promise.resolve()
      : eager
        ? load()
        : new Promise<void>((resolve) => {
            record.cancel = whenNearViewport(element, () =>
              resolve(isCurrent() && !record.refused ? load() : undefined),
            );
            // Below the fold: the loading box holds the place until the widget comes near.
            if (record.cancel) showLoading(root);
          });
  // Over the loader's first frame the widget starts once that frame is on screen (issue 13 item 5):
  // the runtime's first render and the layout it forces would otherwise come before the frame paints.
  const ready = frameOf(root)
    ? new Promise<void>((done) => afterPaint(() => done(isCurrent() ? start() : undefined)))
    : start();
  record.handle = { ...record.handle, ready };
  return record.handle;
}

function teardown(record: Mounted): void {
  const instance = record.instance;
  record.instance = null;
  instance?.unmount();
}

/** Unmounts whatever widget `element` holds; its shadow root stays for the next mount. */
export function unmount(element: HTMLElement): void {
  const record = mounted.get(element);
  if (!record) return;
  mounted.delete(element);
  record.stop?.();
  record.cancel?.();
  teardown(record);
  clearRoot(record.root);
}

export function mountedWidget(element: HTMLElement): string | undefined {
  return mounted.get(element)?.name;
}
