import type { ResponseOf } from '@lobbykit/api-client';
import type { BonusSource, bonusDetails } from '@lobbykit/api-client/contract';
import {
  bonusEntriesBetween,
  missionWords,
  rebateLevels,
  rewardTitles,
  signInTaskWords,
} from '../db/bonus-entries';
import type { Db } from '../db/database';
import { textsOf } from '../db/promotions';
import type { MemberRow, MerchantRow, MissionWords } from '../db/schema/index';
import { vipLevelsOf } from '../db/vip-levels';
import { dayWindow, pageAnswer, pageOf } from './merchant-days';
import { toDecimal } from './money';

/** A bonus's ledger reference read back: where it came from and the id or day that names it. */
interface Origin {
  source: BonusSource | string;
  rewardId?: number;
  promotionId?: number;
  missionId?: number;
  signInTaskId?: number;
  rebateDay?: string;
  /** A title the reference carries itself (a contract's period). */
  title?: string;
}

/**
 * Every writer of a `bonus` ledger entry names its origin in the reference: `reward:<id>`,
 * `promotion:<id>:…`, `vip-rebate:<day>`, `mission:<id>:…`, `signin:<task>:<day>`, `points>…` and
 * `points:redemption:<id>`, `<contract kind>:<id>:<period>`.
 */
export function originOf(reference: string): Origin {
  const [head = '', second = '', ...rest] = reference.split(':');
  if (head === 'reward') return { source: 'OPERATOR', rewardId: Number(second) };
  if (head === 'promotion') return { source: 'PROMOTION', promotionId: Number(second) };
  if (head === 'vip-rebate') return { source: 'VIP_REBATE', rebateDay: second };
  if (head === 'mission') return { source: 'MISSION', missionId: Number(second) };
  if (head === 'signin') return { source: 'SIGN_IN', signInTaskId: Number(second) };
  if (head === 'points' || head.startsWith('points>')) return { source: 'POINTS' };
  if (head === 'dividend') return { source: 'DIVIDEND', title: rest.join(':') };
  if (head === 'dailyWage' || head === 'hourlySalary' || head === 'realtimeSalary') {
    return { source: 'SALARY', title: rest.join(':') };
  }
  return { source: 'OTHER', title: reference };
}

/**
 * bonusDetails from the ledger itself, so every bonus the member was credited shows, whichever
 * service paid it, each with its name: promotions in the member's language, rewards, VIP rebates.
 */
export async function bonusDetailsOf(
  db: Db,
  member: MemberRow,
  merchant: MerchantRow,
  input: { startDate: string; endDate: string; pageNo: number; pageSize: number },
  language: string,
): Promise<ResponseOf<typeof bonusDetails>> {
  const { rows, total, sum } = await bonusEntriesBetween(
    db,
    member.id,
    dayWindow(merchant, input),
    pageOf(input),
  );
  const origins = rows.map((row) => originOf(row.reference));
  const ids = (key: 'rewardId' | 'promotionId' | 'missionId' | 'signInTaskId') => [
    ...new Set(origins.map((origin) => origin[key]).filter((id): id is number => Number.isInteger(id))),
  ];
  const days = [...new Set(origins.map((origin) => origin.rebateDay).filter((day): day is string => !!day))];
  const [rewardRows, texts, rebates, levels, missionRows, taskRows] = await Promise.all([
    rewardTitles(db, member.id, ids('rewardId')),
    textsOf(db, ids('promotionId')),
    rebateLevels(db, member.id, days),
    days.length > 0 ? vipLevelsOf(db, merchant.id) : Promise.resolve([]),
    missionWords(db, ids('missionId')),
    signInTaskWords(db, ids('signInTaskId')),
  ]);
  const titleIn = (words: MissionWords | undefined) => (words?.[language] ?? words?.EN)?.title;
  const missionTitle = new Map(missionRows.map((row) => [row.id, titleIn(row.words)]));
  const taskTitle = new Map(taskRows.map((row) => [row.id, titleIn(row.words)]));
  const rewardOf = new Map(rewardRows.map((row) => [row.id, row]));
  const promotionTitle = (id: number) => {
    const own = texts.filter((text) => text.promotionId === id);
    return (
      own.find((text) => text.language === language) ??
      own.find((text) => text.language === 'EN') ??
      own[0]
    )?.title;
  };
  const levelLabel = new Map(levels.map((level) => [level.level, level.label]));
  const rebateLevel = new Map(rebates.map((row) => [row.day, row.level]));

  const list = rows.map((row, index) => {
    const origin = origins[index]!;
    let { source } = origin;
    let title = origin.title ?? '';
    if (origin.rewardId !== undefined) {
      const reward = rewardOf.get(origin.rewardId);
      title = reward?.title ?? '';
      source = reward?.source ?? source;
    } else if (origin.promotionId !== undefined) {
      title = promotionTitle(origin.promotionId) ?? '';
    } else if (origin.missionId !== undefined) {
      title = missionTitle.get(origin.missionId) ?? '';
    } else if (origin.signInTaskId !== undefined) {
      title = taskTitle.get(origin.signInTaskId) ?? '';
    } else if (origin.rebateDay) {
      const level = rebateLevel.get(origin.rebateDay);
      const label = level === undefined ? undefined : levelLabel.get(level);
      title = label ? `${label} · ${origin.rebateDay}` : origin.rebateDay;
    }
    return {
      id: row.id,
      title,
      amount: toDecimal(row.amount),
      source,
      createdAt: row.createdAt.toISOString(),
    };
  });
  return { ...pageAnswer(list, total, input), total: toDecimal(sum) };
}
