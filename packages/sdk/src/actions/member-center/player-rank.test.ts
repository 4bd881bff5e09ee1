import { playerRank } from '@lobbykit/api-client/member-center';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../stores/session';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { recordEvents, signIn } from '../../testing/lobby-fixtures';
import { loadPlayerRank, type PlayerRank, turnoverToNext } from './player-rank';
import { $vip } from './vip';

const levels = [
  { level: 0, label: 'Member', requiredTurnover: 0 },
  { level: 1, label: 'Bronze', requiredTurnover: 1000 },
  { level: 2, label: 'Silver', requiredTurnover: 10000 },
];
const rank: PlayerRank = {
  hasVip: true,
  vipRankLevel: 1,
  vipLabelName: 'Bronze',
  validTurnover: 2500.1,
  next: levels[2] ?? null,
  progress: 0.17,
  levels,
};

let harness: Harness;
beforeEach(() => {
  resetSessionState();
  harness = setUpRuntime();
  recordEvents();
});
afterEach(() => vi.unstubAllGlobals());

describe('player rank', () => {
  it('R3.08 loads the level, label and progress with the token', async () => {
    harness.platform.on(playerRank, rank);
    await signIn(harness);
    expect(await loadPlayerRank()).toEqual(rank);
    expect(harness.platform.calls(playerRank)[0]?.headers.get('Authorization')).toBe('tok-123');
    expect($vip.get()).toEqual({ hasVip: true, vipLabelName: 'Bronze', vipRankLevel: 1, loaded: true });
  });

  it('counts the turnover still needed for the next level in whole cents, 0 at the top', () => {
    expect(turnoverToNext(rank)).toBe(7499.9);
    expect(turnoverToNext({ ...rank, next: null, progress: 1 })).toBe(0);
  });
});
