// `@lobbykit/sdk/testing`: helpers for other packages' tests (not part of any runtime bundle).

import { preloadContractChecks } from '@lobbykit/api-client';
import * as firstPaint from '@lobbykit/api-client/first-paint';

export { TRIAL_TYPE } from '@lobbykit/api-client';

/**
 * Loads the contract's checks and the first-paint schemas before a suite's first test, so no test's
 * first call waits on those modules (a wait that let a balance refresh still under way at a test's
 * end swallow the next test's refresh).
 */
export async function loadContract(): Promise<void> {
  await Promise.all([
    preloadContractChecks(),
    ...Object.values(firstPaint).map((endpoint) => endpoint.load()),
  ]);
}
export * as endpoints from '@lobbykit/api-client/contract';
// The typed fake platform and the endpoint objects it is keyed by, for the widgets' tests and Storybook
// (which import nothing from @lobbykit/api-client themselves): `platform.on(endpoints.gameList, ...)`.
export * from '@lobbykit/api-client/testing';
export { expectSameMessageKeys, messageParityProblems } from '../i18n/message-parity';
export { agentSettingsFixture, contractFixture } from './agent-fixtures';
export { mineFixture, promotionFixture } from './promotion-fixtures';
