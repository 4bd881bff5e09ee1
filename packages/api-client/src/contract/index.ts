// Every endpoint: the server binds them all (`@lobbykit/api-client/contract`); clients import the
// core from `@lobbykit/api-client` and the lobby from `@lobbykit/api-client/lobby`.
export * from './accounts';
export * from './admin';
export * from './admin-accounts';
export * from './admin-help-center';
export * from './admin-locales';
export * from './admin-points';
export * from './admin-promotions';
export * from './agent/index';
export * from './chat';
export * from './core';
export * from './country-codes';
export * from './feedback';
export * from './help-center';
export * from './lobby';
export * from './locale-catalogue';
export * from './locales';
export * from './member-center/admin-money';
export * from './member-center/index';
export * from './points';
export * from './promotion-apply';
export * from './promotions';
