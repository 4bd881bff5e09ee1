import * as v from 'valibot';
import { endpoint } from './endpoint';
import { queryInt, text } from './fields';
import { money } from './money';

/** One winners board entry (R3.20): `vo` as the spec names it; the game fields let a click start it (R2.82). */
export const rankEntry = v.object({
  vo: v.object({
    /** Masked: the first two and last two characters, e.g. `de***01`. */
    customerName: v.string(),
    winAmount: v.optional(money, 0),
    currency: v.string(),
    currencySymbol: v.string(),
    gameName: v.string(),
    nodeId: v.number(),
    gameCode: v.string(),
    vassalage: v.string(),
    gameType: v.string(),
    winTime: v.string(),
  }),
});

/** The biggest recent wins of the merchant (R7.47), at most 20 (R9.03). */
export const rankList = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  request: v.object({
    gameCategory: v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]{2,16}$/)), 'ALL'),
    language: v.optional(text(8)),
    limitNum: v.optional(queryInt(1, 20), 20),
  }),
  response: v.object({ list: v.array(rankEntry) }),
});
