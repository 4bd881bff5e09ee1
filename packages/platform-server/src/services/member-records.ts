import { ErrorCode, type ParsedRequestOf, type ResponseOf } from '@lobbykit/api-client';
import {
  type bettingRecords,
  MAIN_WALLET_CODE,
  type personalProfit,
  type transactionDetail,
  type transactionHistory,
} from '@lobbykit/api-client/contract';
import type { Db } from '../db/database';
import {
  type BetSums,
  betSumsByDayAndType,
  betsPage,
  betTotals,
  ledgerEntryOfMember,
  ledgerPage,
  roundOfMember,
} from '../db/member-records';
import type { BetRow, LedgerEntryRow, MemberRow, MerchantRow } from '../db/schema/index';
import { DomainError } from './domain-error';
import { dayWindow, pageAnswer, pageOf, utcOffsetMinutesOf } from './merchant-days';
import { toDecimal } from './money';

type BettingRecords = ResponseOf<typeof bettingRecords>;
type TransactionPage = ResponseOf<typeof transactionHistory>;
type TransactionDetail = ResponseOf<typeof transactionDetail>;
type PersonalProfit = ResponseOf<typeof personalProfit>;

export interface MemberRecordsService {
  bets(
    member: MemberRow,
    merchant: MerchantRow,
    input: ParsedRequestOf<typeof bettingRecords>,
    language: string,
  ): Promise<BettingRecords>;
  transactions(
    member: MemberRow,
    merchant: MerchantRow,
    input: ParsedRequestOf<typeof transactionHistory>,
  ): Promise<TransactionPage>;
  /** R7.29: one movement with its facts; another member's movement is a 404 like a missing one. */
  transaction(member: MemberRow, id: number, language: string): Promise<TransactionDetail>;
  profit(
    member: MemberRow,
    merchant: MerchantRow,
    input: ParsedRequestOf<typeof personalProfit>,
  ): Promise<PersonalProfit>;
}

/** Profit is what came back minus what was staked, over settled rounds (open ones are not decided yet). */
const profitOf = (sums: BetSums) => ({
  stake: toDecimal(sums.stake),
  validBet: toDecimal(sums.validBet),
  win: toDecimal(sums.win),
  profit: toDecimal(sums.win - sums.validBet),
});

const addSums = (into: BetSums, row: BetSums) => {
  into.count += row.count;
  into.stake += row.stake;
  into.validBet += row.validBet;
  into.win += row.win;
};

const emptySums = (): BetSums => ({ count: 0, stake: 0, validBet: 0, win: 0 });

const nameIn = (language: string, name: string, names: Record<string, string>) => names[language] ?? name;

function betRecordOf(bet: BetRow, gameName: string) {
  return {
    id: bet.id,
    roundId: bet.roundId,
    gameName,
    vendorCode: bet.vendorCode,
    gameType: bet.gameType,
    stake: toDecimal(bet.stake),
    validBet: toDecimal(bet.status === 'settled' ? bet.stake : 0),
    win: bet.status === 'settled' ? toDecimal(bet.win ?? 0) : null,
    status: bet.status,
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
  };
}

const transactionOf = (entry: LedgerEntryRow, wallet: string) => ({
  id: entry.id,
  kind: entry.kind,
  wallet,
  amount: toDecimal(entry.amount),
  balanceAfter: toDecimal(entry.balanceAfter),
  reference: entry.reference,
  createdAt: entry.createdAt.toISOString(),
});

/**
 * Both sides of a transfer from its reference: `<from>><to>` between a member's wallets (a recall names
 * the game wallets it emptied), `upline><account>` sent to the agent, `downline<<account>` received.
 */
function transferSides(reference: string): { from: string; to: string } | undefined {
  const upline = /^upline>(.+)$/.exec(reference);
  if (upline) return { from: MAIN_WALLET_CODE, to: upline[1]! };
  const downline = /^downline<(.+)$/.exec(reference);
  if (downline) return { from: downline[1]!, to: MAIN_WALLET_CODE };
  const wallets = /^([^>]+)>(.+)$/.exec(reference);
  return wallets ? { from: wallets[1]!, to: wallets[2]! } : undefined;
}

/** Game kinds carry the round id as their reference. */
const ROUND_KINDS = new Set(['bet', 'win', 'rollback']);

export function createMemberRecordsService(deps: { db: Db }): MemberRecordsService {
  const { db } = deps;
  /**
   * The facts of a movement as label/value lines. Labels are stable keys (game, vendor, roundId ...)
   * the client translates; values are data.
   */
  async function detailsOf(member: MemberRow, entry: LedgerEntryRow, wallet: string, language: string) {
    const lines = [{ label: 'wallet', value: wallet }];
    if (ROUND_KINDS.has(entry.kind)) {
      const round = await roundOfMember(db, member.id, entry.reference);
      if (round) {
        const record = betRecordOf(round.bet, nameIn(language, round.gameName, round.gameNames));
        lines.push(
          { label: 'game', value: record.gameName },
          { label: 'vendor', value: record.vendorCode },
          { label: 'gameType', value: record.gameType },
          { label: 'roundId', value: record.roundId },
          { label: 'stake', value: record.stake.toFixed(2) },
          { label: 'status', value: record.status },
        );
        if (record.win !== null) lines.push({ label: 'win', value: record.win.toFixed(2) });
        return lines;
      }
    }
    const sides = entry.kind === 'transfer' ? transferSides(entry.reference) : undefined;
    if (sides) lines.push({ label: 'from', value: sides.from }, { label: 'to', value: sides.to });
    lines.push({ label: 'reference', value: entry.reference });
    return lines;
  }

  return {
    async bets(member, merchant, input, language) {
      const filter = {
        memberId: member.id,
        ...dayWindow(merchant, input),
        gameType: input.gameType,
        vendor: input.vendor,
      };
      const rows = await betsPage(db, filter, pageOf(input));
      const totals = await betTotals(db, filter);
      return {
        ...pageAnswer(
          rows.map((row) => betRecordOf(row.bet, nameIn(language, row.gameName, row.gameNames))),
          totals.count,
          input,
        ),
        totals: profitOf(totals),
      };
    },

    async transactions(member, merchant, input) {
      const filter = { memberId: member.id, ...dayWindow(merchant, input), kind: input.kind };
      const { rows, total } = await ledgerPage(db, filter, pageOf(input));
      return pageAnswer(
        rows.map((row) => transactionOf(row.entry, row.wallet)),
        total,
        input,
      );
    },

    async transaction(member, id, language) {
      const row = await ledgerEntryOfMember(db, member.id, id);
      if (!row) throw new DomainError(ErrorCode.notFound, 'No such transaction');
      return {
        ...transactionOf(row.entry, row.wallet),
        balanceBefore: toDecimal(row.entry.balanceBefore),
        details: await detailsOf(member, row.entry, row.wallet, language),
      };
    },

    async profit(member, merchant, input) {
      const window = dayWindow(merchant, input);
      const rows = await betSumsByDayAndType(
        db,
        { memberId: member.id, ...window },
        utcOffsetMinutesOf(merchant),
      );
      const byDay = new Map<string, BetSums>();
      const byProduct = new Map<string, BetSums>();
      const totals = emptySums();
      for (const row of rows) {
        if (!byDay.has(row.day)) byDay.set(row.day, emptySums());
        if (!byProduct.has(row.gameType)) byProduct.set(row.gameType, emptySums());
        addSums(byDay.get(row.day)!, row);
        addSums(byProduct.get(row.gameType)!, row);
        addSums(totals, row);
      }
      return {
        byDay: [...byDay].map(([day, sums]) => ({ day, ...profitOf(sums) })),
        byProduct: [...byProduct]
          .sort(([left], [right]) => (left < right ? -1 : 1))
          .map(([gameType, sums]) => ({ gameType, ...profitOf(sums) })),
        totals: profitOf(totals),
      };
    },
  };
}
