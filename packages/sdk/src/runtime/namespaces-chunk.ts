let chunk: Promise<typeof import('./namespaces')> | undefined;

/**
 * namespaces.ts, a chunk of its own, loaded on the first call that needs it (a second init, a
 * `<namespace>.` command, an element with a `namespace` attribute). One promise for every caller, so
 * what they do with it runs in the order they asked: separate `import()` calls of one module may
 * settle in any order, and a `brandB.on` must not reach the chunk before the init that starts brandB.
 */
export function namespaces(): Promise<typeof import('./namespaces')> {
  chunk ??= import('./namespaces');
  return chunk;
}
