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

const COMMENTED = /\/\*\*([\s\S]*?)\*\/\s*\n\s*(\w+)\??:/g;

/** Each `/** text *\/` followed by a `name:` line in `text`, by name (the first one wins). */
function commentsIn(text: string, into: Record<string, string>): void {
  for (const match of text.matchAll(COMMENTED)) {
    into[match[2]!] ??= match[1]!
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .filter(Boolean)
      .join(' ');
  }
}

/**
 * The doc comment of each prop: above its entry in `const <var> = v.object({ ... })`, else above
 * the same name in the widget's component props (a `*Props` interface in the widget's folder).
 */
async function docComments(widget: WidgetName): Promise<Record<string, string>> {
  const files = await Promise.all(
    Object.entries(sources).map(async ([path, load]) => ({ path, text: await load() })),
  );
  const declaration = new RegExp(`['"]?${widget}['"]?:\\s*(?:v\\.)?InferInput<typeof (\\w+)>`);
  const declaring = files.find((file) => declaration.test(file.text));
  const variable = declaring && declaration.exec(declaring.text)?.[1];
  if (!declaring || !variable) return {};
  const comments: Record<string, string> = {};
  const start = new RegExp(`const ${variable} = v\\.object\\(\\{([\\s\\S]*?)\\n\\}\\)`);
  commentsIn(files.map((file) => start.exec(file.text)?.[1]).find(Boolean) ?? '', comments);
  const folder = declaring.path.slice(0, declaring.path.lastIndexOf('/') + 1);
  for (const file of files) {
    if (!file.path.startsWith(folder)) continue;
    for (const props of file.text.matchAll(/interface \w*Props\b[^{]*\{([\s\S]*?)\n\}/g))
      commentsIn(props[1]!, comments);
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
