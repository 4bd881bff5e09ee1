import type { Clock } from '../../clock';
import {
  insertPaymentOnce,
  lastSettledEnds,
  merchantOfContract,
  settleableContracts,
  teamPeriodFigures,
} from '../../db/agent-contracts';
import type { Db } from '../../db/database';
import { findMemberById } from '../../db/members';
import type { AgentContractRow } from '../../db/schema/index';
import { type ExclusivePass, soleInstancePass } from '../../instances/exclusive-passes';
import type { Logger } from '../../log';
import { utcOffsetMinutesOf } from '../merchant-days';
import { toDecimal } from '../money';
import type { WalletService } from '../wallet';
import { type Period, periodAt } from './periods';
import { settlePeriod } from './settlement-rule';

/** How often the platform looks for ended periods: the real-time salary's five minutes (R9.36) is the finest. */
export const SETTLEMENT_INTERVAL_MS = 60_000;
/** Periods one contract settles per pass, so a long outage is caught up over a few passes, not one. */
export const PERIODS_PER_PASS = 500;

export interface AgentSettlement {
  /** One pass at the clock's now: every ended, unsettled period of every contract. */
  run(): Promise<{ settled: number; paid: number; failed: number }>;
  /** `run` unless another instance is running a pass right now (undefined then): what the timer calls. */
  runExclusive(): Promise<{ settled: number; paid: number; failed: number } | undefined>;
  start(intervalMs?: number): void;
  stop(): void;
  idle(): Promise<void>;
}

/** The ledger key of one period's payment: with the payment row's unique key, it pays once. */
export const paymentKey = (contractId: number, period: Period) =>
  `contract:${contractId}:${period.start.toISOString()}`;

/**
 * Pays accepted contracts per ended period: a daily wage on the next day for the day before (R9.37,
 * R9.38), hourly salaries each hour, real-time salaries every five minutes (R9.36), dividends per
 * their period. The payment row (unique per contract and period) and the credit are one
 * transaction under the payee's account lock: two processes, a re-run or a crash never pay twice.
 */
export function createAgentSettlement(deps: {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  log: Logger;
  /** Several instances on one PostgreSQL take turns; default: this is the only instance. */
  exclusive?: ExclusivePass;
}): AgentSettlement {
  const { db, clock, wallet } = deps;
  const exclusive = deps.exclusive ?? soleInstancePass;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> | undefined;

  async function settleOne(contract: AgentContractRow, period: Period, now: Date): Promise<boolean> {
    const figures = await teamPeriodFigures(db, contract.downlineId, period.start, period.end);
    const settled = settlePeriod(contract, figures);
    const payee = await findMemberById(db, contract.downlineId);
    if (!payee) return false;
    return wallet.withLockedWallet(payee, async (locked) => {
      const row = await insertPaymentOnce(locked.tx, {
        contractId: contract.id,
        merchantId: contract.merchantId,
        kind: contract.kind,
        memberId: contract.downlineId,
        uplineId: contract.uplineId,
        periodStart: period.start,
        periodEnd: period.end,
        periodLabel: period.label,
        ...figures,
        ...settled,
        rateBp: contract.rateBp,
        settledAt: now,
      });
      if (!row || settled.amount === 0) return false;
      await locked.move({
        kind: 'bonus',
        amount: settled.amount,
        reference: `${contract.kind}:${contract.id}:${period.label}`,
        idempotencyKey: paymentKey(contract.id, period),
        answer: (balance) => ({ amount: toDecimal(settled.amount), balance: toDecimal(balance) }),
      });
      return true;
    });
  }

  async function run() {
    const now = clock.now();
    const contracts = await settleableContracts(db, now);
    const settledUntil = await lastSettledEnds(
      db,
      contracts.map((contract) => contract.id),
    );
    const offsets = new Map<number, number>();
    let settled = 0;
    let paid = 0;
    let failed = 0;
    for (const contract of contracts) {
      if (!offsets.has(contract.merchantId)) {
        const merchant = await merchantOfContract(db, contract.merchantId);
        offsets.set(contract.merchantId, merchant ? utcOffsetMinutesOf(merchant) : 0);
      }
      const offset = offsets.get(contract.merchantId)!;
      // The period holding the acceptance counts whole; then every period after it, in order.
      let cursor = settledUntil.get(contract.id) ?? contract.answeredAt!;
      try {
        for (let done = 0; done < PERIODS_PER_PASS; done++) {
          const period = periodAt(contract.period, cursor, offset);
          if (period.end > now) break;
          if (contract.terminatedAt && period.start >= contract.terminatedAt) break;
          if (await settleOne(contract, period, now)) paid++;
          settled++;
          cursor = period.end;
        }
      } catch (error) {
        // One contract's failure (a payee at the balance cap) must not hold back the others; its
        // unfinished period was rolled back whole and is tried again on the next pass.
        failed++;
        deps.log.error(`agent settlement of contract ${contract.id} failed`, error);
      }
    }
    return { settled, paid, failed };
  }

  const runExclusive = () => exclusive('agent-settlement', run);

  return {
    run,
    runExclusive,
    start(intervalMs = SETTLEMENT_INTERVAL_MS) {
      if (timer) return;
      const tick = () => {
        // A slow pass is not overlapped by the next tick.
        if (running) return;
        running = runExclusive()
          .catch((error) => deps.log.error('agent settlement failed', error))
          .finally(() => {
            running = undefined;
          });
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
      // Periods that ended while no server ran are paid now, not a minute later.
      tick();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    /** Resolves once a pass in progress has finished (stop first: then no new one starts). */
    async idle() {
      await running;
    },
  };
}
