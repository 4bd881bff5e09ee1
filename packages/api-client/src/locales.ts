// @lobbykit/api-client/locales: the locale catalogue, the regions and a member's language. Its own
// entry so neither the runtime chunk nor the registration chunk carries the catalogue.

export * from './contract/country-codes';
export * from './contract/locale-catalogue';
export * from './contract/locales';
