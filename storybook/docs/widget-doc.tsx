/**
 * A widget's docs page: what it is, a live example as the `<lk-*>` element, the three ways to
 * embed it, its props (from its schema and source), the events it causes, its `::part()` names (read
 * from the live example's shadow root) and the `--lk-*` custom properties its stylesheet reads.
 */
import { $startup, type WidgetName } from '@lobbykit/sdk';
import { philippines, startupReady } from '@lobbykit/widgets/testing';
import { Source } from '@storybook/addon-docs/blocks';
import { createElement, useEffect, useRef, useState } from 'react';
import { setScenario } from '../stories/fake-platform';
import { Rich } from './doc-table';
import { customProperties, type PropDoc, propDocs } from './prop-docs';
import { eventCatalogue, partCatalogue, widgetCatalogue } from './widget-catalogue';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function snippets(name: WidgetName, example: Record<string, string | number | boolean>) {
  const hasProps = Object.keys(example).length > 0;
  // An object literal as a person writes it: `{ variant: 'inline' }`.
  const json = `{ ${Object.entries(example)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? `'${value}'` : String(value)}`)
    .join(', ')} }`;
  const attributes = Object.entries(example)
    .map(([key, value]) => ` ${kebab(key)}="${value}"`)
    .join('');
  const target = `lobbykit-${name}`;
  return {
    loader: `<div id="${target}"></div>
<!-- The loader snippet from packages/sdk/dist/loader-snippet.html, then: -->
<script>
  LobbyKit('init', { apiBase: 'https://api.example.com', merchantCode: 'ph', language: 'EN' });
  LobbyKit('mount', '${name}', '#${target}'${hasProps ? `, ${json}` : ''});
</script>`,
    element: `<lk-${name}${attributes}></lk-${name}>`,
    react: `import '@lobbykit/widgets';
import { LobbyKitWidget } from '@lobbykit/sdk/react';

<LobbyKitWidget name="${name}"${hasProps ? ` props={${json}}` : ''} />
<lk-${name}${attributes} />`,
  };
}

/** The widget as a page would have it: an `<lk-NAME>` element; reports the part names it shows. */
function LiveExample({ name, onParts }: { name: WidgetName; onParts: (parts: string[]) => void }) {
  const element = useRef<HTMLElement>(null);
  const { example } = widgetCatalogue[name];
  useEffect(() => {
    const found = new Set<string>();
    // The widget's chunk loads and renders over a few frames: read its parts as they appear.
    const timer = setInterval(() => {
      for (const node of element.current?.shadowRoot?.querySelectorAll('[part]') ?? [])
        for (const part of node.getAttribute('part')?.split(/\s+/) ?? []) found.add(part);
      onParts([...found].sort());
    }, 400);
    const stop = setTimeout(() => clearInterval(timer), 6000);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [onParts]);
  const attributes = Object.fromEntries(
    Object.entries(example).map(([key, value]) => [kebab(key), String(value)]),
  );
  return (
    <div
      className="sb-unstyled"
      style={{ background: '#0e1120', padding: 24, borderRadius: 8, minHeight: 120 }}
    >
      {createElement(`lk-${name}`, { ref: element, ...attributes })}
    </div>
  );
}

function PropsTable({ props }: { props: PropDoc[] | null }) {
  if (props === null) return <p>Loading the props…</p>;
  if (props.length === 0) return <p>None: the widget takes no props.</p>;
  return (
    <table>
      <thead>
        <tr>
          <th>Prop</th>
          <th>Type</th>
          <th>Default</th>
          <th>What it does</th>
        </tr>
      </thead>
      <tbody>
        {props.map((prop) => (
          <tr key={prop.name}>
            <td>
              <code>{prop.name}</code> (<code>{kebab(prop.name)}</code>)
            </td>
            <td>
              <code>{prop.type}</code>
            </td>
            <td>{prop.default ? <code>{prop.default}</code> : ''}</td>
            <td>
              <Rich text={prop.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function WidgetDoc({ name }: { name: WidgetName }) {
  const entry = widgetCatalogue[name];
  const [props, setProps] = useState<PropDoc[] | null>(null);
  const [tokens, setTokens] = useState<string[]>([]);
  const [parts, setParts] = useState<string[]>([]);
  // Outside a story nothing has started the runtime: the demo merchant, signed out, fake platform.
  useState(() => {
    if ($startup.get().phase !== 'ready') {
      setScenario({});
      startupReady(philippines);
    }
    return null;
  });
  useEffect(() => {
    void propDocs(name).then(setProps);
    void customProperties(name).then(setTokens);
  }, [name]);
  const code = snippets(name, entry.example);
  const events = [...entry.events, 'navigate', 'error'] as const;

  return (
    <>
      <p>{entry.summary}</p>
      <h2>Live</h2>
      <p>
        The <code>{`<lk-${name}>`}</code> element below runs against the stories&apos; fake platform, signed
        out.
      </p>
      <LiveExample name={name} onParts={setParts} />
      <h2>Embed it</h2>
      <h3>Loader tag (any HTML page)</h3>
      <Source language="html" code={code.loader} />
      <h3>Custom element</h3>
      <p>
        Plain props as kebab-case attributes; objects and lists in a <code>props</code> JSON attribute.
      </p>
      <Source language="html" code={code.element} />
      <h3>React 19 (typed)</h3>
      <Source language="tsx" code={code.react} />
      <h2>Props</h2>
      <p>
        <code>{`WidgetPropsMap['${name}']`}</code>: a wrong name, an unknown prop or a wrong type is a type
        error; at run time the widget&apos;s schema checks them and shows an error box instead.
      </p>
      <PropsTable props={props} />
      <h2>Events</h2>
      <p>
        <code>{"LobbyKit('on', type, fn)"}</code>, <code>on(type, fn)</code> from{' '}
        <code>@lobbykit/sdk/host</code>, or <code>{"addEventListener('lobbykit:<type>', ...)"}</code> on the
        element or on <code>window</code>; details typed by <code>LobbyKitEvents</code>.
      </p>
      <table>
        <thead>
          <tr>
            <th>Event</th>
            <th>Detail</th>
            <th>When</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event}>
              <td>
                <code>lobbykit:{event}</code>
              </td>
              <td>
                <code>{eventCatalogue[event].detail}</code>
              </td>
              <td>{eventCatalogue[event].when}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Parts</h2>
      <p>
        Style them from the page with <code>{`lk-${name}::part(name)`}</code> (or{' '}
        <code>{`#your-container::part(name)`}</code> for a loader mount). These are the parts the live example
        shows now; dialogs render in the <code>{'<lk-overlay>'}</code> element.
      </p>
      {parts.length === 0 ? (
        <p>None in this state.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>Part</th>
              <th>What it is</th>
            </tr>
          </thead>
          <tbody>
            {parts.map((part) => (
              <tr key={part}>
                <td>
                  <code>{part}</code>
                </td>
                <td>{partCatalogue[part] ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>Custom properties</h2>
      <p>
        The <code>--lk-*</code> properties this widget&apos;s stylesheet reads; set them on the element, a
        container or <code>:root</code> (see Embedding/Theming).
      </p>
      <p>
        {tokens.map((token, index) => (
          <span key={token}>
            {index > 0 ? ', ' : ''}
            <code>{token}</code>
          </span>
        ))}
      </p>
    </>
  );
}
