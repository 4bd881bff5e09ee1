import { GAME_CLASSIFIES, GAME_TYPES, isGameKind, PRIZE_MODES } from '@lobbykit/api-client/contract';
import { describe, expect, it } from 'vitest';
import * as schema from './games';

// drizzle-kit loads the schema with require() and cannot import the ESM contract, so the schema
// keeps its own copies of these lists; this keeps the database checks equal to what the wire accepts.
describe('the games schema', () => {
  it("checks exactly the contract's categories, sub-types, prize modes and entry kinds", () => {
    expect(schema.GAME_TYPES).toEqual(GAME_TYPES);
    expect(schema.GAME_CLASSIFIES).toEqual(GAME_CLASSIFIES);
    expect(schema.PRIZE_MODES).toEqual(PRIZE_MODES);
    expect(schema.IS_GAME).toEqual(isGameKind.options);
  });
});
