import * as v from 'valibot';
import { endpoint } from './endpoint';
import { queryInt, text } from './fields';

const gameCode = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
const isoTime = v.pipe(v.string(), v.isoTimestamp());

/** One draw: `issueNo` names it (`20260115-097`: the 97th draw of that UTC day). */
export const lotteryDraw = v.object({
  gameCode: v.string(),
  issueNo: v.string(),
  drawTime: isoTime,
  /** The headline result, five digits (`'04719'`). */
  numbers: v.pipe(v.string(), v.regex(/^\d{5}$/)),
});

/** A lottery the lobby offers, with its schedule: the next draw closes betting on the current issue. */
export const lotteryMenuGame = v.object({
  nodeId: v.number(),
  gameCode: v.string(),
  gameName: v.string(),
  prizeMode: v.nullable(v.string()),
  intervalMinutes: v.number(),
  currentIssueNo: v.string(),
  nextDrawTime: isoTime,
});

/** VN lottery menus (R7.43): the lotteries grouped the way the lobby lists them. */
export const vnLotteryMenu = endpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  request: v.object({
    prizeMode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2,8}$/))),
    device: v.optional(text(16)),
    language: v.optional(text(8)),
  }),
  response: v.array(
    v.object({ menuCode: v.string(), menuName: v.string(), games: v.array(lotteryMenuGame) }),
  ),
});

/** The latest draws of one lottery, newest first (R7.43). */
export const vnLotteryRecent = endpoint({
  method: 'GET',
  path: '/lgw/vn/games/recent',
  request: v.object({ gameCode, size: v.optional(queryInt(1, 50), 10) }),
  response: v.object({ gameCode: v.string(), list: v.array(lotteryDraw) }),
});

/** A VN draw's full prize table (special prize down to the 7th), the latest or a named issue (R7.44). */
export const vnOpenedNumbers = endpoint({
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  request: v.object({ gameCode, issueNo: v.optional(v.pipe(v.string(), v.regex(/^\d{8}-\d{3,4}$/))) }),
  response: v.object({
    ...lotteryDraw.entries,
    prizes: v.array(v.object({ prize: v.string(), numbers: v.array(v.string()) })),
  }),
});

/** The latest opened numbers of every lottery (or one prize mode), for the lottery lobby (R7.44). */
export const lottoOpenedNumbers = endpoint({
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  request: v.object({
    prizeMode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2,8}$/))),
    gameCode: v.optional(gameCode),
  }),
  response: v.object({
    list: v.array(v.object({ ...lotteryDraw.entries, gameName: v.string(), nextDrawTime: isoTime })),
  }),
});
