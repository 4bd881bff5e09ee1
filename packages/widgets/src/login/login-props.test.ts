import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginProps } from './login-props';

/** The valibot schema the plain checks stand in for (login-props.ts). */
const asValibot = v.object({
  variant: v.optional(v.picklist(['inline', 'modal']), 'inline'),
  onSuccessNavigate: v.optional(v.pipe(v.string(), v.startsWith('/'), v.maxLength(512))),
  mode: v.optional(v.picklist(['player', 'agent']), 'player'),
});

const INPUTS: unknown[] = [
  {},
  [],
  'inline',
  5,
  null,
  undefined,
  { variant: 'modal', onSuccessNavigate: '/games', mode: 'agent' },
  { variant: 'sideways' },
  { variant: null },
  { variant: undefined, onSuccessNavigate: undefined },
  { onSuccessNavigate: 5 },
  { onSuccessNavigate: 'games' },
  { onSuccessNavigate: `/${'a'.repeat(600)}` },
  { onSuccessNavigate: 'ab', mode: 'x' },
  { mode: 'admin' },
  { extra: 1, mode: 'player' },
];

describe('login props without valibot', () => {
  it.each(INPUTS.map((input) => [JSON.stringify(input) ?? String(input), input]))(
    'answers %s as the valibot schema does (first issue, its field, the output)',
    (_, input) => {
      const plain = loginProps['~standard'].validate(input) as {
        value?: unknown;
        issues?: readonly { message: string; path?: readonly { key: unknown }[] }[];
      };
      const expected = v.safeParse(asValibot, input);
      if (expected.success) {
        expect(plain.issues).toBeUndefined();
        expect(plain.value).toEqual(expected.output);
        expect(Object.keys(plain.value as object)).toEqual(Object.keys(expected.output));
      } else {
        const [want] = expected.issues;
        const [got] = plain.issues ?? [];
        expect(got?.message).toBe(want.message);
        expect(got?.path?.map((item) => item.key)).toEqual(want.path?.map((item) => item.key));
      }
    },
  );

  it('has the shape the runtime and the docs read: entries, picklist options and defaults', () => {
    const entries = (loginProps as unknown as { entries: typeof asValibot.entries }).entries;
    expect(Object.keys(entries)).toEqual(Object.keys(asValibot.entries));
    for (const key of Object.keys(asValibot.entries) as (keyof typeof asValibot.entries)[]) {
      const want = asValibot.entries[key] as unknown as {
        type: string;
        default?: unknown;
        wrapped: { type: string; options?: unknown };
      };
      const got = entries[key] as unknown as typeof want;
      expect([got.type, got.default, got.wrapped.type, got.wrapped.options]).toEqual([
        want.type,
        want.default,
        want.wrapped.type,
        want.wrapped.options,
      ]);
    }
  });
});
