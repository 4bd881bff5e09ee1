/** The base URL in dist/loader-snippet.html that a page replaces with where it serves the bundle. */
export const BASE_PLACEHOLDER = '__LOBBYKIT_BASE__';
