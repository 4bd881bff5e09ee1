import type { ResponseOf } from '@lobbykit/api-client';
import { vassGameType } from '@lobbykit/api-client/lobby';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $startup } from '../stores/startup';
import { type Harness, permissionValue, setUpRuntime } from '../testing/fake-platform';
import { loadSubTypes, offeredSubTypes } from './game-sub-types';

const counts = [
  { gameClassify: 'BG', gameCount: 12 },
  { gameClassify: 'SC', gameCount: 3 },
  { gameClassify: 'VP', gameCount: 0 },
  { gameClassify: 'TG', gameCount: 5 },
] as const;

describe('game sub-types (R2.98, R2.99)', () => {
  it('R2.99 offers BG bingo when TY is among the merchant languages, in the spec order', () => {
    expect(offeredSubTypes(counts, ['EN', 'TY'])).toEqual(['SC', 'TG', 'BG']);
  });

  it('R2.99 leaves BG bingo out when the merchant has no TY (Bangladesh: EN and BN)', () => {
    expect(offeredSubTypes(counts, ['EN', 'BN'])).toEqual(['SC', 'TG']);
    expect(offeredSubTypes(counts, [])).toEqual(['SC', 'TG']);
  });

  it('R2.98 offers only the sub-types the vendor has games of', () => {
    expect(offeredSubTypes([{ gameClassify: 'VP', gameCount: 0 }], ['TY'])).toEqual([]);
  });
});

describe('loadSubTypes', () => {
  let harness: Harness;
  const answer: ResponseOf<typeof vassGameType> = {
    vassalage: 'JL',
    name: 'JILI',
    logoUrl: 'https://cdn.test/jl.png',
    gameTypes: [
      { gameType: 'RNG', gameCount: 40, subTypes: [...counts] },
      { gameType: 'FISH', gameCount: 2, subTypes: [] },
    ],
  };
  beforeEach(() => {
    harness = setUpRuntime();
    harness.platform.on(vassGameType, answer);
  });
  afterEach(() => $startup.set({ phase: 'loading' }));

  const startWith = (langList: string[]) => {
    const permission = permissionValue();
    $startup.set({
      phase: 'ready',
      status: 0,
      title: '',
      info: '',
      location: { ip: '', countryCode: '' },
      permission: { ...permission, merchant: { ...permission.merchant, langList } },
    });
  };

  it("R2.99 R7.33 asks the vendor's sub-types and offers bingo on a merchant with TY", async () => {
    startWith(['EN', 'TY']);
    expect(await loadSubTypes('JL', 'RNG')).toEqual(['SC', 'TG', 'BG']);
    expect(harness.platform.calls(vassGameType)[0]?.query.get('vassalage')).toBe('JL');
  });

  it('R2.99 a merchant without TY is offered no bingo, and a category without sub-types none', async () => {
    startWith(['EN', 'BN']);
    expect(await loadSubTypes('JL', 'RNG')).toEqual(['SC', 'TG']);
    expect(await loadSubTypes('JL', 'FISH')).toEqual([]);
  });
});
