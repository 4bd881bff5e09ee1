/// <reference types="vite/client" />
/**
 * The props table of a widget, read from what WidgetPropsMap is made of: the widget's valibot schema
 * (types, picklists, defaults) and the doc comment above each entry in its source file.
 */
import { resolveWidget, type WidgetName } from '@lobbykit/sdk';

export interface PropDoc {
  name: string;
  type: string;
  default: string;
  description: string;
}

interface Schema {
  type: string;
  entries?: Record<string, Schema>;
  wrapped?: Schema;
  default?: unknown;
  options?: ReadonlyArray<unknown>;
  item?: Schema;
  key?: Schema;
  value?: Schema;
  literal?: unknown;
}

/** A schema as TypeScript would print the input type. */
function typeOf(schema: Schema): string {
  switch (schema.type) {
    case 'optional':
    case 'nullish':
    case 'nullable':
      return schema.wrapped ? typeOf(schema.wrapped) : 'unknown';
    case 'picklist':
      return (schema.options ?? []).map((option) => JSON.stringify(option)).join(' | ');
    case 'literal':
      return JSON.stringify(schema.literal);
    case 'union':
      return (schema.options as Schema[] | undefined)?.map(typeOf).join(' | ') ?? 'unknown';
    case 'array':
      return `${schema.item ? typeOf(schema.item) : 'unknown'}[]`;
    case 'record':
      return `Record<${schema.key ? typeOf(schema.key) : 'string'}, ${schema.value ? typeOf(schema.value) : 'unknown'}>`;
    default:
      return schema.type;
  }
}

// The widgets' sources, as text, fetched when a page asks: each holds its props' doc comments.
const sources = import.meta.glob<string>(
  ['../../packages/widgets/src/*/*.ts', '../../packages/widgets/src/*/*.tsx', '!**/*.test.*', '!**/*.css.ts'],
  { query: '?raw', import: 'default' },
);

/** `/** text *\/` above `name:` inside `const <var> = v.object({ ... })`, by prop name. */
async function docComments(widget: WidgetName): Promise<Record<string, string>> {
  const texts = await Promise.all(Object.values(sources).map((load) => load()));
  const declaration = new RegExp(`['"]?${widget}['"]?:\\s*(?:v\\.)?InferInput<typeof (\\w+)>`);
  const variable = texts.map((text) => declaration.exec(text)?.[1]).find(Boolean);
  if (!variable) return {};
  const start = new RegExp(`const ${variable} = v\\.object\\(\\{([\\s\\S]*?)\\n\\}\\)`);
  const body = texts.map((text) => start.exec(text)?.[1]).find(Boolean) ?? '';
  const comments: Record<string, string> = {};
  for (const match of body.matchAll(/\/\*\*([\s\S]*?)\*\/\s*\n\s*(\w+)\??:/g)) {
    comments[match[2]!] = match[1]!
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .filter(Boolean)
      .join(' ');
  }
  return comments;
}

export async function propDocs(widget: WidgetName): Promise<PropDoc[]> {
  const definition = await resolveWidget(widget);
  if (!definition) return [];
  const schema = definition.props as unknown as Schema;
  const comments = await docComments(widget);
  return Object.entries(schema.entries ?? {}).map(([name, entry]) => ({
    name,
    type: typeOf(entry) + (entry.type === 'optional' ? ' (optional)' : ''),
    default: entry.default === undefined ? '' : JSON.stringify(entry.default),
    description: comments[name] ?? '',
  }));
}

/** The `--lk-*` custom properties a widget's stylesheet reads. */
export async function customProperties(widget: WidgetName): Promise<string[]> {
  const definition = await resolveWidget(widget);
  const css = definition?.styles ?? '';
  return [...new Set([...css.matchAll(/var\((--lk-[a-z0-9-]+)/g)].map((match) => match[1]!))].sort();
}
