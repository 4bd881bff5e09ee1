import type { Dictionary } from './en';
import type { PluralForms } from './plural';

/**
 * The message namespaces widgets add, by module augmentation from their messages module:
 * `declare module '@lobbykit/sdk' { interface MessageNamespaces { login: typeof en } }`.
 * Empty here: the core dictionary alone is what the runtime itself speaks.
 */
// biome-ignore lint/suspicious/noEmptyInterface: widgets fill it in by declaration merging.
export interface MessageNamespaces {}

/** Every dotted key: the core's (`common.close`, `error.not_logged_in`, `blockip` ...) and each namespace's. */
export type MessageKey = KeyPaths<Dictionary> | NamespaceKey;

type NamespaceKey = {
  [N in keyof MessageNamespaces & string]: KeyPaths<MessageNamespaces[N], `${N}.`>;
}[keyof MessageNamespaces & string];

/** A plural message (`{ one, other }`) is one key: `t` picks its form by `count`. */
type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | PluralForms
    ? `${Prefix}${K}`
    : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageParams = Record<string, string | number>;

/**
 * A translation of `T`: the same keys, any strings; a plural message has the forms its own
 * language needs (`other` always).
 */
export type DeepStrings<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends PluralForms ? PluralForms : DeepStrings<T[K]>;
};
