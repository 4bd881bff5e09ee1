import rosetta from 'rosetta';
import { DEFAULT_LANGUAGE } from '../stores/keys';
import { $locale } from '../stores/locale';

/** One language's words: strings, or sections of them. */
export interface MessageTable {
  [key: string]: string | MessageTable;
}

/** A language's table from a chunk of its own, fetched the first time the page speaks it. */
export type TableLoader<Table> = () => Promise<Table>;

/** English at once (the fallback of every other language); other languages now or from a loader. */
export type MessageTables<Table> = { EN: Table } & {
  [language: string]: Table | TableLoader<Table> | undefined;
};

// rosetta's locale is global to the runtime; fine, there is one runtime per page.
export const messages = rosetta<Record<string, unknown>>();

/** The core dictionary (namespace null, set at the top level) and every namespace, with its tables. */
const sources = new Map<string | null, MessageTables<MessageTable>>();
/** Loads started, per loader; a failed one is forgotten so the next switch tries again. */
const loads = new Map<TableLoader<MessageTable>, Promise<void>>();
let wanted = DEFAULT_LANGUAGE;
/** Table loads still running, per language: the locale is not ready while its count is above 0. */
const running: Record<string, number> = {};
const waiting: (() => void)[] = [];

export function put(namespace: string | null, language: string, table: MessageTable): void {
  // rosetta merges at the top level, so a namespace never disturbs the core or another namespace.
  messages.set(language, namespace === null ? table : { [namespace]: table });
}

/** Sets a source's table for `language`; none (or a failed chunk) leaves that language on English. */
function loadTable(
  namespace: string | null,
  tables: MessageTables<MessageTable>,
  language: string,
): Promise<void> {
  const load = tables[language];
  if (typeof load !== 'function') return Promise.resolve();
  let pending = loads.get(load);
  if (!pending) {
    // A loader that throws at once counts as a failed chunk, like one whose promise rejects.
    pending = new Promise<MessageTable>((resolve) => resolve(load())).then(
      (table) => put(namespace, language, table),
      () => {
        loads.delete(load);
      },
    );
    loads.set(load, pending);
  }
  return pending;
}

/** What a language waits for besides its tables: its script's web font, say. */
const prerequisites = new Map<string, () => Promise<unknown>>();

/**
 * Makes a switch to `language` (and a page that starts in it) wait for `work` too, failed or not, as
 * it waits for the tables: so no text of that language is laid out before, for instance, its font
 * is in (Chromium kept some Bengali text it had drawn in a fallback font as boxes after the web font
 * arrived). `work` runs once per switch; it should settle soon, with a time limit of its own.
 */
export function holdLanguage(language: string, work: () => Promise<unknown>): void {
  prerequisites.set(language, work);
  if (wanted === language && $locale.get() !== language) track(language, settled(work));
}

function settled(work: () => Promise<unknown>): Promise<void> {
  return new Promise<unknown>((resolve) => resolve(work())).then(
    () => {},
    () => {},
  );
}

/** Every defined source's table for `language`, and what it waits for besides (holdLanguage). */
export function loadLanguage(language: string): Promise<void> {
  const held = prerequisites.get(language);
  return Promise.all([
    ...[...sources].map(([namespace, tables]) => loadTable(namespace, tables, language)),
    held ? settled(held) : undefined,
  ]).then(() => {});
}

/**
 * Counts `work` against `language` until it settles, failed or not. When nothing is left running for
 * the wanted language, the interface switches to it: so a namespace defined in the middle of a
 * switch holds the switch too, and `$locale` never changes before every table is in.
 */
function track(language: string, work: Promise<void>): void {
  running[language] = (running[language] ?? 0) + 1;
  const settle = () => {
    running[language] = (running[language] ?? 1) - 1;
    if (language !== wanted || running[language]) return;
    messages.locale(language);
    $locale.set(language);
    for (const done of waiting.splice(0)) done();
  };
  work.then(settle, settle);
}

/**
 * Adds a source of messages (the core dictionary, or a widget's namespace). Its eager tables go in
 * at once; if the page speaks a language it loads lazily, the locale is not ready until it is in.
 */
export function defineSource(namespace: string | null, tables: MessageTables<MessageTable>): void {
  sources.set(namespace, tables);
  for (const [language, table] of Object.entries(tables)) {
    if (table && typeof table !== 'function') put(namespace, language, table);
  }
  if (typeof tables[wanted] === 'function') track(wanted, loadTable(namespace, tables, wanted));
}

/** Switches the interface to `language` once every source's table for it is in (R4.73). */
export function activate(language: string): void {
  if (language === wanted) return;
  wanted = language;
  track(language, loadLanguage(language));
}

/** Settles when the chosen language is active with every defined namespace's table in. */
export function localeReady(): Promise<void> {
  return isLocaleReady() ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

export function isLocaleReady(): boolean {
  return $locale.get() === wanted && !running[wanted];
}
