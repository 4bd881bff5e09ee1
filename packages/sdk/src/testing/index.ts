// `@lobbykit/sdk/testing`: helpers for other packages' tests (not part of any runtime bundle).

export { TRIAL_TYPE } from '@lobbykit/api-client';
export { expectSameMessageKeys, messageParityProblems } from '../i18n/message-parity';
