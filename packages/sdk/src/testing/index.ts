// `@lobbykit/sdk/testing`: helpers for other packages' tests (not part of any runtime bundle).

export { TRIAL_TYPE } from '@lobbykit/api-client';
export * as endpoints from '@lobbykit/api-client/contract';
// The typed fake platform and the endpoint objects it is keyed by, for the widgets' tests and Storybook
// (which import nothing from @lobbykit/api-client themselves): `platform.on(endpoints.gameList, ...)`.
export * from '@lobbykit/api-client/testing';
export { expectSameMessageKeys, messageParityProblems } from '../i18n/message-parity';
