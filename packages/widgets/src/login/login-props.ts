/**
 * The login widget's props, checked without valibot: the form is in lobbykit.js and paints before the
 * contract's chunk (valibot and the endpoint schemas) has loaded. It answers as
 * `v.object({ variant: v.optional(v.picklist(['inline', 'modal']), 'inline'), onSuccessNavigate:
 * v.optional(v.pipe(v.string(), v.startsWith('/'), v.maxLength(512))), mode: v.optional(v.picklist(
 * ['player', 'agent']), 'player') })` would, first issue and output alike (login-props.test.ts
 * compares the two), and has valibot's shape (entries, picklist options, defaults) for the runtime's
 * attribute props and the docs' props table.
 */
import type * as v from 'valibot';

/** The props as the widget receives them (the docs' props table reads these comments). */
interface LoginWidgetProps {
  /** `inline`: a card in the page; `modal`: the same form in a dialog, open as soon as it mounts. */
  variant: 'inline' | 'modal';
  /** Where a player (not an agent, who goes to /agentHome) is sent after logging in. */
  onSuccessNavigate?: string | undefined;
  /** `agent`: the agent login of /agent (R2.06), which lets agents in only (R6.12, R6.13). */
  mode: 'player' | 'agent';
}

export type LoginProps = { [Key in keyof LoginWidgetProps]: LoginWidgetProps[Key] };
/** What a host passes: every prop may be left out. */
type LoginPropsInput = { [Key in keyof LoginWidgetProps]?: LoginWidgetProps[Key] | undefined };

/** How valibot names a value it refuses (`"x"`, `5`, `null`, `Array`). */
function shown(input: unknown): string {
  if (typeof input === 'string') return `"${input}"`;
  if (typeof input === 'number' || typeof input === 'bigint' || typeof input === 'boolean') return `${input}`;
  if (typeof input === 'object' || typeof input === 'function')
    return (input && Object.getPrototypeOf(input)?.constructor?.name) ?? 'null';
  return typeof input;
}

interface Entry {
  type: 'optional';
  wrapped: { type: string; options?: readonly string[] };
  default?: string;
  /** Why a present value is refused, or nothing. */
  refuse(value: unknown): string | undefined;
}

function choice(options: readonly string[], fallback: string): Entry {
  const expects = `(${options.map((option) => `"${option}"`).join(' | ')})`;
  return {
    type: 'optional',
    wrapped: { type: 'picklist', options },
    default: fallback,
    refuse: (value) =>
      options.includes(value as string)
        ? undefined
        : `Invalid type: Expected ${expects} but received ${shown(value)}`,
  };
}

/** A site path: a string that starts with `/`, at most `max` characters. */
function sitePath(max: number): Entry {
  return {
    type: 'optional',
    wrapped: { type: 'string' },
    refuse: (value) =>
      typeof value !== 'string'
        ? `Invalid type: Expected string but received ${shown(value)}`
        : !value.startsWith('/')
          ? `Invalid start: Expected "/" but received "${value.slice(0, 1)}"`
          : value.length > max
            ? `Invalid length: Expected <=${max} but received ${value.length}`
            : undefined,
  };
}

const entries: Record<keyof LoginProps, Entry> = {
  variant: choice(['inline', 'modal'], 'inline'),
  onSuccessNavigate: sitePath(512),
  mode: choice(['player', 'agent'], 'player'),
};

type Issue = { message: string; path?: { key: string }[] };

function validate(input: unknown): { value: LoginProps } | { issues: Issue[] } {
  if (!input || typeof input !== 'object')
    return { issues: [{ message: `Invalid type: Expected Object but received ${shown(input)}` }] };
  const given = input as Record<string, unknown>;
  const value: Record<string, unknown> = {};
  const issues: Issue[] = [];
  for (const [key, entry] of Object.entries(entries)) {
    const present = given[key];
    const refused = present === undefined ? undefined : entry.refuse(present);
    if (refused) issues.push({ message: refused, path: [{ key }] });
    else if (present !== undefined) value[key] = present;
    else if (entry.default !== undefined) value[key] = entry.default;
    else if (key in given) value[key] = undefined;
  }
  return issues.length > 0 ? { issues } : { value: value as unknown as LoginProps };
}

export const loginProps = {
  kind: 'schema',
  type: 'object',
  expects: 'Object',
  async: false,
  entries,
  '~standard': { version: 1, vendor: 'lobbykit', validate },
} as unknown as v.GenericSchema<LoginPropsInput, LoginProps>;
