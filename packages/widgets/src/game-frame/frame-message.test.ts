import { describe, expect, it } from 'vitest';
import { frameMessage } from './frame-message';

const url = 'https://games.example.com/demo-game?token=abc';

describe('frameMessage', () => {
  it("reads the demo game's close and balance messages from the launch URL's origin", () => {
    const origin = 'https://games.example.com';
    expect(frameMessage({ origin, data: { type: 'lobbykit:close-game' } }, url)).toEqual({ type: 'close' });
    expect(frameMessage({ origin, data: { type: 'lobbykit:balance', balance: 10 } }, url)).toEqual({
      type: 'balance',
    });
  });

  it('ignores messages from any other origin, and anything else', () => {
    expect(
      frameMessage({ origin: 'https://evil.example', data: { type: 'lobbykit:close-game' } }, url),
    ).toBeNull();
    expect(
      frameMessage({ origin: 'https://games.example.com', data: 'lobbykit:close-game' }, url),
    ).toBeNull();
    expect(frameMessage({ origin: 'https://games.example.com', data: null }, url)).toBeNull();
    expect(frameMessage({ origin: 'null', data: { type: 'lobbykit:close-game' } }, 'not a url')).toBeNull();
  });
});
