import type { ResponseOf } from '@lobbykit/api-client';
import type {
  applyPromotion,
  claimPromotion,
  Promotion,
  PromotionType,
  promotionApplications,
} from '@lobbykit/api-client/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { whitelabelNodesOf } from '../../db/merchants';
import { latestApplicationsOf } from '../../db/promotion-applications';
import { claimByRequest, claimsOf, insertClaimOnce, joinOnce, joinsOf } from '../../db/promotion-claims';
import {
  merchantById,
  promotionByCode,
  promotionById,
  promotionsOf,
  textsOf,
  uploadedBannerIds,
} from '../../db/promotions';
import type { MemberRow, MerchantRow, PromotionClaimRow, PromotionRow } from '../../db/schema/index';
import { vipLevelsOf } from '../../db/vip-levels';
import { cryptoRandom, type Random } from '../../demo-game/random';
import { utcOffsetMinutesOf } from '../merchant-days';
import { toDecimal } from '../money';
import { addTurnoverRequirement } from '../turnover';
import type { WalletService } from '../wallet';
import { type ApplicationService, createApplicationService } from './applications';
import { prizeAt, totalWeight, turnoverFor } from './arithmetic';
import { factsOf, type MemberHistory, vipLoader } from './facts';
import { refuse } from './refusals';
import { phaseOf, type Standing, standingOf } from './standing';
import { promotionOnWire } from './wire';

/** Who looks and in which language: the merchant, the Language header and this server's URL. */
export interface View {
  merchant: MerchantRow;
  language: string;
  baseUrl: string;
}

type ClaimResult = ResponseOf<typeof claimPromotion>;

/** The ledger key of one period's bonus of one promotion: with the claim row's unique key, it pays once. */
export const promotionBonusKey = (promotionId: number, periodLabel: string) =>
  `promotion:${promotionId}:${periodLabel}`;

export interface PromotionService {
  list(view: View, member: MemberRow | undefined, type?: PromotionType): Promise<Promotion[]>;
  detail(view: View, member: MemberRow | undefined, by: { id?: number; code?: string }): Promise<Promotion>;
  /** R3.08, R2.101: promotions the member can claim now. */
  claimableCount(member: MemberRow): Promise<number>;
  /** R3.08 availablePromo: the merchant's REFERRAL module switch. */
  referralEnabled(merchant: MerchantRow): Promise<boolean>;
  join(view: View, member: MemberRow, id: number): Promise<Promotion>;
  claim(
    view: View,
    member: MemberRow,
    input: { id: number; requestId: string },
    raffle: boolean,
  ): Promise<ClaimResult>;
  apply(
    view: View,
    member: MemberRow,
    input: Parameters<ApplicationService['apply']>[2],
  ): Promise<ResponseOf<typeof applyPromotion>>;
  applications(
    view: View,
    member: MemberRow,
    input: Parameters<ApplicationService['mine']>[2],
  ): Promise<ResponseOf<typeof promotionApplications>>;
}

export function createPromotionService(deps: {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  random?: Random | undefined;
}): PromotionService {
  const { db, clock, wallet } = deps;
  const random = deps.random ?? cryptoRandom;

  async function historyOf(member: MemberRow, ids: number[]): Promise<MemberHistory> {
    const [joins, claims, applications] = await Promise.all([
      joinsOf(db, member.id, ids),
      claimsOf(db, member.id, ids),
      latestApplicationsOf(db, member.id, ids),
    ]);
    return { member, joins, claims, applications, vip: vipLoader(db, member, (id) => vipLevelsOf(db, id)) };
  }

  async function standings(merchant: MerchantRow, rows: PromotionRow[], member: MemberRow, now: Date) {
    const history = await historyOf(
      member,
      rows.map((row) => row.id),
    );
    const offset = utcOffsetMinutesOf(merchant);
    const answer = new Map<number, Standing>();
    for (const row of rows) answer.set(row.id, standingOf(row, await factsOf(db, row, history, now, offset)));
    return answer;
  }

  async function onWire(view: View, rows: PromotionRow[], member: MemberRow | undefined) {
    const now = clock.now();
    const ids = rows.map((row) => row.id);
    const [texts, uploaded, mine] = await Promise.all([
      textsOf(db, ids),
      uploadedBannerIds(db, ids),
      member ? standings(view.merchant, rows, member, now) : Promise.resolve(undefined),
    ]);
    return rows.map((row) =>
      promotionOnWire({
        row,
        texts,
        language: view.language,
        baseUrl: view.baseUrl,
        uploaded: uploaded.has(row.id),
        phase: phaseOf(row, now),
        mine: mine?.get(row.id)?.state ?? null,
      }),
    );
  }

  /** The merchant's promotion, else 404 (another merchant's id is no different from none). */
  async function promotionOf(merchantId: number, id: number): Promise<PromotionRow> {
    const row = await promotionById(db, id);
    if (!row || row.merchantId !== merchantId) throw refuse.noSuchPromotion();
    return row;
  }

  async function one(view: View, member: MemberRow | undefined, row: PromotionRow): Promise<Promotion> {
    return (await onWire(view, [row], member))[0]!;
  }

  async function answerOf(view: View, member: MemberRow, claim: PromotionClaimRow): Promise<ClaimResult> {
    const stored = await wallet.withLockedWallet(member, (locked) =>
      locked.replayOf(promotionBonusKey(claim.promotionId, claim.periodLabel)),
    );
    return {
      amount: toDecimal(claim.amount),
      turnoverAdded: toDecimal(claim.turnoverAdded),
      balance: Number(stored?.balance ?? 0),
      promotion: await one(view, member, await promotionOf(member.merchantId, claim.promotionId)),
    };
  }

  const applications = createApplicationService({ db, clock, promotionOf, standingFor });

  async function standingFor(merchant: MerchantRow, member: MemberRow, row: PromotionRow): Promise<Standing> {
    return (await standings(merchant, [row], member, clock.now())).get(row.id)!;
  }

  return {
    async list(view, member, type) {
      const rows = (await promotionsOf(db, view.merchant.id)).filter((row) => !type || row.type === type);
      return onWire(view, rows, member);
    },

    async detail(view, member, by) {
      const row =
        by.id !== undefined
          ? await promotionById(db, by.id)
          : await promotionByCode(db, view.merchant.id, by.code ?? '');
      if (!row || row.merchantId !== view.merchant.id) throw refuse.noSuchPromotion();
      return one(view, member, row);
    },

    async claimableCount(member) {
      const merchant = await merchantById(db, member.merchantId);
      if (!merchant) return 0;
      const rows = (await promotionsOf(db, merchant.id)).filter(
        (row) => phaseOf(row, clock.now()) === 'open',
      );
      const all = await standings(merchant, rows, member, clock.now());
      return [...all.values()].filter((standing) => standing.claimable).length;
    },

    async referralEnabled(merchant) {
      const nodes = await whitelabelNodesOf(db, merchant.id);
      return nodes.some((node) => node.modId === 'REFERRAL' && node.enabled);
    },

    async join(view, member, id) {
      const row = await promotionOf(view.merchant.id, id);
      const phase = phaseOf(row, clock.now());
      if (phase !== 'open') throw refuse.phase(phase);
      if (row.requiresJoin) await joinOnce(db, row.id, member.id, clock.now());
      return one(view, member, row);
    },

    async claim(view, member, input, raffle) {
      const row = await promotionOf(view.merchant.id, input.id);
      const replay = await claimByRequest(db, member.id, input.requestId);
      if (replay?.promotionId === row.id) return answerOf(view, member, replay);
      if (row.kind === 'manual') throw refuse.manualClaim();
      if (raffle && row.kind !== 'raffle') throw refuse.notRaffle();
      if (!raffle && row.kind === 'raffle') throw refuse.useRaffle();
      const standing = await standingFor(view.merchant, member, row);
      const { status } = standing.state;
      if (status === 'comingSoon' || status === 'closed') throw refuse.phase(status);
      if (status === 'join') throw refuse.joinFirst();
      if (!standing.claimable) {
        throw status === 'claimed' || status === 'signed' ? refuse.alreadyClaimed() : refuse.notEarned();
      }
      const { periodLabel } = standing.claimable;
      const amount = raffle
        ? prizeAt(row.rafflePrizes, random.int(totalWeight(row.rafflePrizes))).amount
        : standing.claimable.amount;
      const turnoverAdded = turnoverFor(amount, row.turnoverMultipleHundredths);
      const paid = await wallet.withLockedWallet(member, async (locked) => {
        const claim = await insertClaimOnce(locked.tx, {
          promotionId: row.id,
          memberId: member.id,
          periodLabel,
          source: raffle ? 'raffle' : 'claim',
          amount,
          turnoverAdded,
          requestId: input.requestId,
          claimedAt: locked.now,
        });
        if (!claim) return undefined;
        await locked.move({
          kind: 'bonus',
          amount,
          reference: `promotion:${row.id}:${periodLabel}`,
          idempotencyKey: promotionBonusKey(row.id, periodLabel),
          answer: (balance) => ({ amount: toDecimal(amount), balance: toDecimal(balance) }),
        });
        await addTurnoverRequirement(
          locked.tx,
          member.id,
          turnoverAdded,
          `promotion:${row.id}:${periodLabel}`,
          locked.now,
        );
        return { balance: locked.account.balance };
      });
      if (!paid) {
        // A parallel call won: the same requestId answers its result, another one is refused.
        const again = await claimByRequest(db, member.id, input.requestId);
        if (again?.promotionId === row.id) return answerOf(view, member, again);
        throw refuse.alreadyClaimed();
      }
      return {
        amount: toDecimal(amount),
        turnoverAdded: toDecimal(turnoverAdded),
        balance: toDecimal(paid.balance),
        promotion: await one(view, member, row),
      };
    },

    apply: (view, member, input) => applications.apply(view, member, input),
    applications: (view, member, input) => applications.mine(view, member, input),
  };
}
