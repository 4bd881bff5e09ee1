// `@lobbykit/sdk/testing`: helpers for other packages' tests (not part of any runtime bundle).
export { expectSameMessageKeys, messageParityProblems } from '../i18n/message-parity';
