import { regionList, updateMemberLanguage } from '@lobbykit/api-client/contract';
import { type FakePlatform, regionsFixture } from '@lobbykit/api-client/testing';

/** How the stand-in platform answers the region list and a member's language in a story. */
export type LocalesScenario = { regions?: 'ok' | 'pending' | 'error' };

/** Answers the region list by the scenario, and a member's language with what was sent. */
export function answerLocales(platform: FakePlatform, scenario: LocalesScenario): void {
  if (scenario.regions === 'pending') platform.hang(regionList);
  else if (scenario.regions === 'error')
    platform.fail(regionList, 'unknown', { status: 500, message: 'unknown' });
  else platform.on(regionList, regionsFixture);
  platform.on(updateMemberLanguage, (input) => input);
}
