import type { Dictionary } from './en';

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

type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageParams = Record<string, string | number>;

/** A translation of `T`: the same keys, any strings. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
