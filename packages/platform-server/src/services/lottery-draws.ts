import { createHash } from 'node:crypto';

/**
 * The lottery draw schedule and its results, computed from the clock alone: every instance, and
 * every restart, agrees on which issue is open and what each past draw opened, with no table and no
 * job. Draw k of a UTC day happens at midnight + (k - 1) x interval and is issue `YYYYMMDD-kkk`.
 */
export const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Fast lotteries (ELOTT) draw every minute, the others every five. */
export function intervalMinutesOf(prizeMode: string | null): number {
  return prizeMode === 'ELOTT' ? 1 : 5;
}

export interface DrawSlot {
  issueNo: string;
  drawTime: Date;
}

function issueNoOf(drawTime: Date, intervalMs: number): string {
  const day = drawTime.toISOString().slice(0, 10).replaceAll('-', '');
  const index = Math.floor((drawTime.getTime() % DAY_MS) / intervalMs) + 1;
  return `${day}-${String(index).padStart(3, '0')}`;
}

function slotAt(drawMs: number, intervalMs: number): DrawSlot {
  const drawTime = new Date(drawMs);
  return { issueNo: issueNoOf(drawTime, intervalMs), drawTime };
}

/** The draws already opened at `now`, newest first. */
export function openedDraws(now: Date, intervalMinutes: number, count: number): DrawSlot[] {
  const intervalMs = intervalMinutes * MINUTE_MS;
  const latest = Math.floor(now.getTime() / intervalMs) * intervalMs;
  return Array.from({ length: count }, (_, back) => slotAt(latest - back * intervalMs, intervalMs));
}

/** The next draw: the issue bets are taken for now. */
export function nextDraw(now: Date, intervalMinutes: number): DrawSlot {
  const intervalMs = intervalMinutes * MINUTE_MS;
  return slotAt((Math.floor(now.getTime() / intervalMs) + 1) * intervalMs, intervalMs);
}

/** The draw an issue number names, when it is a real slot of this schedule. */
export function drawOfIssue(issueNo: string, intervalMinutes: number): DrawSlot | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})-(\d{3,4})$/.exec(issueNo);
  if (!match) return undefined;
  const intervalMs = intervalMinutes * MINUTE_MS;
  const midnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const index = Number(match[4]);
  if (Number.isNaN(midnight) || index < 1 || index > DAY_MS / intervalMs) return undefined;
  const slot = slotAt(midnight + (index - 1) * intervalMs, intervalMs);
  return slot.issueNo === issueNo ? slot : undefined;
}

/** A number of `digits` digits, the same for the same game, issue and position on every instance. */
function digitsOf(gameCode: string, issueNo: string, position: number, digits: number): string {
  const hash = createHash('sha256').update(`${gameCode}|${issueNo}|${position}`).digest();
  return String(hash.readUInt32BE(0) % 10 ** digits).padStart(digits, '0');
}

/** The five-digit headline result (the special prize). */
export function headlineNumbers(gameCode: string, issueNo: string): string {
  return digitsOf(gameCode, issueNo, 0, 5);
}

/** Northern VN prize table: special and 1st five digits ... 7th two digits, 27 numbers in all. */
const VN_PRIZES: readonly (readonly [prize: string, count: number, digits: number])[] = [
  ['DB', 1, 5],
  ['G1', 1, 5],
  ['G2', 2, 5],
  ['G3', 6, 5],
  ['G4', 4, 4],
  ['G5', 6, 4],
  ['G6', 3, 3],
  ['G7', 4, 2],
];

export function vnPrizeTable(gameCode: string, issueNo: string): { prize: string; numbers: string[] }[] {
  let position = 0;
  return VN_PRIZES.map(([prize, count, digits]) => ({
    prize,
    numbers: Array.from({ length: count }, () => digitsOf(gameCode, issueNo, position++, digits)),
  }));
}
