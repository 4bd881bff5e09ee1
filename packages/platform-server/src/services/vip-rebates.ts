import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { allMerchants } from '../db/merchants';
import type { MerchantRow } from '../db/schema/index';
import { vipLevelsOf } from '../db/vip-levels';
import {
  type GrownBetDay,
  grownBetDays,
  insertRebateOnce,
  raiseRebate,
  type UnpaidBetDay,
  unpaidBetDays,
} from '../db/vip-rebates';
import { type ExclusivePass, soleInstancePass } from '../instances/exclusive-passes';
import type { Logger } from '../log';
import { utcOffsetMinutesOf } from './merchant-days';
import { toDecimal } from './money';
import { type PassTimer, passTimer } from './periodic-pass';
import { type RollupService, rollupsOf } from './rollups';
import { addTurnoverRequirement } from './turnover';
import { rankOn } from './vip';
import { merchantDayOf, rebateOf, shiftDay } from './vip-rebate-arithmetic';
import type { WalletService } from './wallet';

/** How often the pass looks for ended days: a new merchant day starts at most this long before it pays. */
export const REBATE_INTERVAL_MS = 5 * 60_000;
/** Ended days a pass still pays when they were missed (the server was down): a week back. */
export const REBATE_LOOKBACK_DAYS = 7;

/** What the transaction history and bonusDetails show as the rebate's reference, and its ledger key. */
export const rebateKey = (day: string) => `vip-rebate:${day}`;

/**
 * The ledger key of a top-up for bets of `day` settled after its rebate was paid: the day and the
 * valid bet it brings the rebate to, so each rise is credited once however often the pass runs.
 */
export const rebateTopUpKey = (day: string, validBet: number) => `${rebateKey(day)}:${validBet}`;

export interface VipRebates extends PassTimer {
  /**
   * One pass at the clock's now: every ended, unpaid member day of the last week, and the top-ups of
   * paid days whose bets settled after their rebate (`days` and `paid` count both). With `stopped`
   * (the timer's, aborted on stop) it ends after the member day it is on: `days` then counts the
   * days it looked at, and the next pass pays the rest (each day is paid once whoever pays it).
   */
  run(stopped?: AbortSignal): Promise<{ days: number; paid: number; amount: number }>;
}

/**
 * VIP rebates, paid daily from the previous merchant day's valid bets at the level the member held
 * at the end of that day (its rate per level, db vip_levels.rebate_rate_bp): floor(validBet x rate)
 * in minor units, credited as a bonus (played through once before a withdrawal, like any bonus).
 * The rebate row's primary key (member, day) and the credit are one transaction under the member's
 * account lock, and the credit's ledger key is the day: two instances, a re-run or a crash never pay
 * a day twice. A day that earns 0 (rate 0, a tiny bet) keeps a row too, and is not looked at again.
 *
 * A bet counts on the day it was placed; one settled after its day's rebate was paid raises that
 * day's valid bet, and a later pass (within the week) tops the rebate up by the difference at the
 * rate the day was paid at: floor(new validBet x rate) - what was paid, so the top-ups and the first
 * payment add up to what the whole day earns, never more. The row moves to the new valid bet only if
 * it still stands where the pass read it, in the credit's transaction, and the credit's ledger key
 * names the day and that valid bet (rebateTopUpKey): each rise is paid once. A day whose valid bet
 * went down (a settled bet rolled back) is left as paid.
 */
export function createVipRebates(deps: {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  log: Logger;
  exclusive?: ExclusivePass;
  rollups?: RollupService;
}): VipRebates {
  const { db, clock, wallet } = deps;
  const rollups = deps.rollups ?? rollupsOf(db);

  async function payDay(entry: UnpaidBetDay, rateBp: number, level: number): Promise<number> {
    const amount = rebateOf(entry.validBet, rateBp);
    return wallet.withLockedWallet(entry.member, async (locked) => {
      const row = await insertRebateOnce(locked.tx, {
        memberId: entry.member.id,
        day: entry.day,
        merchantId: entry.member.merchantId,
        level,
        validBet: entry.validBet,
        rateBp,
        amount,
        paidAt: locked.now,
      });
      if (!row || amount === 0) return 0;
      await locked.move({
        kind: 'bonus',
        amount,
        reference: rebateKey(entry.day),
        idempotencyKey: rebateKey(entry.day),
        answer: (balance) => ({ amount: toDecimal(amount), balance: toDecimal(balance) }),
      });
      await addTurnoverRequirement(locked.tx, entry.member.id, amount, rebateKey(entry.day), locked.now);
      return amount;
    });
  }

  async function topUpDay(entry: GrownBetDay): Promise<number> {
    const amount = rebateOf(entry.validBet, entry.rateBp);
    const topUp = amount - entry.paidAmount;
    return wallet.withLockedWallet(entry.member, async (locked) => {
      const raised = await raiseRebate(
        locked.tx,
        { memberId: entry.member.id, day: entry.day, fromValidBet: entry.paidValidBet },
        { validBet: entry.validBet, amount },
      );
      if (!raised || topUp <= 0) return 0;
      const key = rebateTopUpKey(entry.day, entry.validBet);
      await locked.move({
        kind: 'bonus',
        amount: topUp,
        reference: rebateKey(entry.day),
        idempotencyKey: key,
        answer: (balance) => ({ amount: toDecimal(topUp), balance: toDecimal(balance) }),
      });
      await addTurnoverRequirement(locked.tx, entry.member.id, topUp, key, locked.now);
      return topUp;
    });
  }

  async function runMerchant(merchant: MerchantRow, now: Date, stopped?: AbortSignal) {
    const levels = await vipLevelsOf(db, merchant.id);
    const today = merchantDayOf(now, utcOffsetMinutesOf(merchant));
    const yesterday = shiftDay(today, -1);
    const from = shiftDay(today, -REBATE_LOOKBACK_DAYS);
    const days = await unpaidBetDays(db, merchant.id, from, yesterday);
    let paid = 0;
    let amount = 0;
    let looked = 0;
    for (const entry of days) {
      if (stopped?.aborted) break;
      looked++;
      const rank = rankOn(levels, entry.runningValidBet);
      const rateBp = levels.find((level) => level.level === rank.vipRankLevel)?.rebateRateBp ?? 0;
      try {
        const credited = await payDay(entry, rateBp, rank.vipRankLevel);
        if (credited > 0) paid++;
        amount += credited;
      } catch (error) {
        // One member's failure (a balance at the cap) must not hold back the others; the day was
        // rolled back whole and is tried again on the next pass.
        deps.log.error(`VIP rebate of member ${entry.member.id} for ${entry.day} failed`, error);
      }
    }
    if (stopped?.aborted) return { days: looked, paid, amount };
    // Paid days whose bets settled since: the difference, once. Read after the payments above, so a
    // day paid in this pass is only topped up by bets settled after it was paid.
    const grown = await grownBetDays(db, merchant.id, from, yesterday);
    for (const entry of grown) {
      if (stopped?.aborted) break;
      looked++;
      try {
        const credited = await topUpDay(entry);
        if (credited > 0) paid++;
        amount += credited;
      } catch (error) {
        deps.log.error(`VIP rebate top-up of member ${entry.member.id} for ${entry.day} failed`, error);
      }
    }
    return { days: looked, paid, amount };
  }

  async function run(stopped?: AbortSignal) {
    const now = clock.now();
    // The days' valid bets are member_bet_days': every bet settled before the pass counts in it.
    await rollups.catchUp();
    const total = { days: 0, paid: 0, amount: 0 };
    for (const merchant of await allMerchants(db)) {
      if (stopped?.aborted) break;
      const one = await runMerchant(merchant, now, stopped);
      total.days += one.days;
      total.paid += one.paid;
      total.amount += one.amount;
    }
    return total;
  }

  return {
    run,
    ...passTimer('vip-rebates', run, {
      exclusive: deps.exclusive ?? soleInstancePass,
      log: deps.log,
      defaultIntervalMs: REBATE_INTERVAL_MS,
      failed: 'VIP rebate pass failed',
    }),
  };
}
