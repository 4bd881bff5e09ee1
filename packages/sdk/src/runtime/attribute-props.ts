import type { GenericSchema } from 'valibot';

/** Attributes that belong to the element, not to the widget. */
const GLOBAL_ATTRIBUTES = new Set([
  'props',
  'class',
  'style',
  'id',
  'slot',
  'part',
  'hidden',
  'title',
  'lang',
  'dir',
  'tabindex',
  'role',
  // loading="eager": the widget loads at once, even below the fold (mount.ts).
  'loading',
  // namespace="brandB": the runtime of that `init` shows the widget (namespaces.ts).
  'namespace',
]);

/** Whether an attribute carries props (`props` itself, or a plain one such as `show-register`). */
export function isPropAttribute(name: string): boolean {
  return (
    name === 'props' || !(GLOBAL_ATTRIBUTES.has(name) || name.startsWith('aria-') || name.startsWith('data-'))
  );
}

/** Plain attributes as props: `show-register="false"` becomes `{ showRegister: 'false' }`. */
export function attributeProps(element: Element): Record<string, string> {
  const props: Record<string, string> = {};
  for (const { name, value } of [...element.attributes]) {
    if (name === 'props' || !isPropAttribute(name)) continue;
    props[name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return props;
}

/** The `props` attribute: a JSON object, or an error naming what is wrong with it. */
export function jsonProps(element: Element): Record<string, unknown> | Error {
  const raw = element.getAttribute('props');
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
    return new Error('the props attribute must hold a JSON object');
  } catch {
    return new Error('the props attribute is not valid JSON');
  }
}

interface SchemaShape {
  type?: string;
  entries?: Record<string, SchemaShape>;
  wrapped?: SchemaShape;
}

/**
 * Attribute values are strings; the widget's schema says which ones are numbers, booleans or JSON,
 * so `limit="12"` reaches a number prop as 12. Values the schema does not describe stay strings.
 */
export function coerceAttributes(
  schema: GenericSchema,
  attributes: Record<string, string>,
): Record<string, unknown> {
  const entries = (schema as SchemaShape).entries ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(attributes)) out[key] = coerce(baseType(entries[key]), value);
  return out;
}

function baseType(schema: SchemaShape | undefined): string | undefined {
  let current = schema;
  while (current?.wrapped) current = current.wrapped;
  return current?.type;
}

function coerce(type: string | undefined, value: string): unknown {
  switch (type) {
    case 'number':
      return value.trim() === '' ? value : Number(value);
    case 'boolean':
      return value !== 'false' && value !== '0';
    case 'array':
    case 'object':
    case 'strict_object':
    case 'loose_object':
    case 'record':
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    default:
      return value;
  }
}
