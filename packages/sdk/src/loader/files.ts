/**
 * The files the loader snippet fetches, in order: the forms' first frames (static HTML drawn before
 * the runtime runs), then the bundle. The inline script inserts one module script for each, and the
 * snippet's HTML carries one `<link rel="modulepreload">` for each (snippet-html.ts), both from here.
 */
export const LOADER_FILES = ['first-frame', 'lobbykit'];

/** Where the bundle of `version` serves `file`: `<base>/lobbykit@<version>/<file>.js`. */
export const loaderFileUrl = (base: string, version: string, file: string): string =>
  `${base}/lobbykit@${version}/${file}.js`;
