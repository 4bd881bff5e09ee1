import { describe, expect, it } from 'vitest';
import { cryptoRandom, drawDistinct, pays, type Random } from './random';
import { playRound, variantOf } from './variant';

/** Replays a fixed sequence of draws, so a round's result is chosen by the test. */
const sequence = (...values: number[]): Random => {
  let index = 0;
  return { int: (max) => Math.min(values[index++ % values.length]!, max - 1) };
};

describe('demo game rounds', () => {
  it('picks the variant from the game type, bingo by game classify BG (R9.16)', () => {
    expect(variantOf({ gameType: 'RNG', gameClassify: null })).toBe('slot');
    expect(variantOf({ gameType: 'RNG', gameClassify: 'BG' })).toBe('bingo');
    expect(variantOf({ gameType: 'LIVE', gameClassify: null })).toBe('baccarat');
    expect(variantOf({ gameType: 'ESPORTS', gameClassify: null })).toBe('match');
    expect(variantOf({ gameType: 'COCKFIGHT', gameClassify: null })).toBe('cockfight');
    expect(variantOf({ gameType: 'ELOTT', gameClassify: null })).toBe('lottery');
  });

  it('pays in whole minor units, rounding down', () => {
    expect(pays(7, 39, 20)).toBe(13);
    expect(pays(1_000, 19, 10)).toBe(1_900);
    expect(pays(1, 3, 2)).toBe(1);
  });

  it('shows three of a kind on the middle line exactly when the slot pays', () => {
    const seven = playRound('slot', 1_000, undefined, sequence(0));
    expect(seven.win).toBe(50_000);
    const reels = seven.detail.reels as string[][];
    expect(reels.map((reel) => reel[1])).toEqual(['seven', 'seven', 'seven']);
    const miss = playRound('slot', 1_000, undefined, sequence(999_999, 0, 0, 0));
    const line = (miss.detail.reels as string[][]).map((reel) => reel[1]);
    expect(miss.win).toBe(0);
    expect(new Set(line).size).toBeGreaterThan(1);
  });

  it('deals baccarat cards that agree with the result, and pushes side bets on a tie', () => {
    for (let round = 0; round < 200; round += 1) {
      const outcome = playRound('baccarat', 1_000, 'player', cryptoRandom);
      const { playerPoints, bankerPoints, result } = outcome.detail as Record<string, number | string>;
      const expected =
        playerPoints === bankerPoints
          ? 'tie'
          : (playerPoints as number) > (bankerPoints as number)
            ? 'player'
            : 'banker';
      expect(result).toBe(expected);
      expect(outcome.win).toBe({ player: 1_950, banker: 0, tie: 1_000 }[result as string]);
    }
  });

  it('returns about 95 % over many rounds of every variant (server RNG)', () => {
    const picks: Record<string, string | undefined> = {
      slot: undefined,
      fishing: undefined,
      baccarat: 'banker',
      match: 'home',
      duel: 'left',
      cockfight: 'wala',
      lottery: '07',
      bingo: '1,2,3,4,5',
    };
    for (const [variant, pick] of Object.entries(picks)) {
      let staked = 0;
      let won = 0;
      for (let round = 0; round < 100_000; round += 1) {
        staked += 100;
        won += playRound(variant as 'slot', 100, pick, cryptoRandom).win;
      }
      const rtp = won / staked;
      expect(rtp, variant).toBeGreaterThan(0.8);
      expect(rtp, variant).toBeLessThan(1.1);
    }
  });

  it('draws distinct bingo balls and refuses a pick that does not fit the game', () => {
    expect(new Set(drawDistinct(cryptoRandom, 25, 10)).size).toBe(10);
    expect(() => playRound('bingo', 100, '1,1,2,3,4', cryptoRandom)).toThrow(/5 different numbers/);
    expect(() => playRound('lottery', 100, '123', cryptoRandom)).toThrow(/two digits/);
    expect(() => playRound('cockfight', 100, 'home', cryptoRandom)).toThrow(/meron or wala/);
  });
});
