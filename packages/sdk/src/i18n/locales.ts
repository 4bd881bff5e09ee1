// The locale catalogue is the platform's (decisions: locales): the contract holds it once, and the
// server refuses a merchant langList naming anything else. Re-exported for `@lobbykit/sdk` users.
export { findLocale, LOCALES, type LocaleEntry, localesFor } from '@lobbykit/api-client/locales';
