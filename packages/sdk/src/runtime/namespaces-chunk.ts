let chunk: Promise<typeof import('./namespaces')> | undefined;

/**
 * namespaces.ts, a chunk of its own, loaded on the first call that needs it (a second init, a
 * `<namespace>.` command, an element with a `namespace` attribute). One promise for every caller, so
 * what they do with it runs in the order they asked: separate `import()` calls of one module may
 * settle in any order, and a `brandB.on` must not reach the chunk before the init that starts brandB.
 */
export function namespaces(): Promise<typeof import('./namespaces')> {
  // A chunk that cannot load is the console's, once; what waited for it never runs, and nothing
  // rejects into the host page.
  chunk ??= import('./namespaces').catch(
    (error: unknown) => new Promise<never>(() => console.error('LobbyKit:', error)),
  );
  return chunk;
}
