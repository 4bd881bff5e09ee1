import type * as v from 'valibot';

/** The first failing field of a valibot parse, as a dotted path (`username`, `items.0.amount`). */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): { field: string; message: string } {
  const issue = issues[0];
  const field = (issue?.path ?? []).map((segment) => String((segment as { key?: unknown }).key)).join('.');
  return { field: field || 'body', message: issue?.message ?? 'Invalid input' };
}
