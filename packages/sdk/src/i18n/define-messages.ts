import { defineSource, type MessageTable, type MessageTables } from './catalog';
import type { Dictionary } from './en';
import type { DeepStrings, MessageNamespaces } from './message-key';

/**
 * A widget's own words, under `namespace`, from the widget's chunk so the runtime never carries
 * them: EN at once, other languages as loaders of their own chunks (a language without one speaks
 * English). While the page speaks a language whose table is still loading, `localeReady()` waits
 * for it, so the widget never paints in English first; a switch loads every namespace's table
 * before `$locale` changes. The namespace must be declared on `MessageNamespaces` first, which
 * types its keys for `t` and makes every language match English's shape:
 *
 * ```ts
 * declare module '@lobbykit/sdk' { interface MessageNamespaces { login: typeof en } }
 * defineMessages('login', { EN: en, TY: () => import('./ty').then((m) => m.ty), BN: ... });
 * ```
 */
export function defineMessages<Namespace extends keyof MessageNamespaces & string>(
  // A core section's name would replace that section: rosetta merges only at the top level.
  namespace: Namespace extends keyof Dictionary ? never : Namespace,
  tables: MessageTables<DeepStrings<MessageNamespaces[Namespace]>>,
): void {
  defineSource(namespace, tables as unknown as MessageTables<MessageTable>);
}
