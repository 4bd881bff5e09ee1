// Every endpoint: the server binds them all (`@lobbykit/api-client/contract`); clients import the
// core from `@lobbykit/api-client` and the lobby from `@lobbykit/api-client/lobby`.
export * from './accounts';
export * from './admin';
export * from './core';
export * from './lobby';
