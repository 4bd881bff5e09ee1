import { ErrorCode } from '@lobbykit/api-client';
import {
  applyPromotion,
  claimPromotion,
  claimRafflePromotion,
  joinPromotion,
  promotionApplications,
  promotionDetail,
  promotionList,
} from '@lobbykit/api-client/contract';
import { type FakePlatform, failure } from '@lobbykit/api-client/testing';
import type { Promotion, PromotionApplication, PromotionStatus } from '@lobbykit/sdk/promotions';
import { mineFixture, promotionFixture, promotionsOfEveryType } from '@lobbykit/widgets/testing';

/**
 * The stand-in platform's promotions answers: the list (one of each type, or one card per R4.75
 * status as a member sees them), a promotion by hash, and join, claim and apply, each in the state a
 * story asks for.
 */
export interface PromotionsScenario {
  load?: 'ok' | 'empty' | 'error' | 'pending';
  /** The list a member sees: one card per status of R4.75 (`statuses`), or one of each type. */
  list?: 'types' | 'statuses';
  /** How join, claim and apply answer. */
  action?: 'ok' | 'refused' | 'pending';
  /** How "My applications" answers: one of each R4.74 status, none, an error or never. */
  applications?: 'ok' | 'empty' | 'error' | 'pending';
}

const STATUS_TITLES: Record<PromotionStatus, string> = {
  join: 'Weekend slots race',
  claim: 'Weekly turnover bonus',
  applying: 'Add Zalo, get up to 131K',
  rejected: 'Share and win',
  issued: 'Birthday gift',
  claimed: 'First deposit 100%',
  process: 'Live casino marathon',
  signed: 'Daily sign-in',
  joined: 'Sports parlay boost',
  closed: 'Lunar new year',
  comingSoon: 'Summer jackpot',
};

const MANUAL = new Set<PromotionStatus>(['applying', 'rejected', 'issued']);

/** One card per status of R4.75, with the progress and the words each status comes with. */
export function promotionsByStatus(): Promotion[] {
  return (Object.keys(STATUS_TITLES) as PromotionStatus[]).map((status, index) =>
    promotionFixture({
      id: 100 + index,
      code: `status-${status.toLowerCase()}`,
      title: STATUS_TITLES[status],
      type: (['newbie', 'limited', 'specialOffer', 'daily', 'highRebate', 'vip'] as const)[index % 6],
      phase: status === 'closed' ? 'closed' : status === 'comingSoon' ? 'comingSoon' : 'open',
      condition: MANUAL.has(status) ? { kind: 'manual', requiredTurnover: null } : {},
      mine: mineFixture(status, {
        progress:
          status === 'process' || status === 'join' || status === 'claim' || status === 'joined'
            ? { done: { process: 3250, join: 0, claim: 5000, joined: 0 }[status], required: 5000 }
            : null,
        amount: status === 'claim' || status === 'claimed' || status === 'issued' ? 100 : null,
        rejectReason: status === 'rejected' ? 'The screenshot does not show the shared post.' : null,
      }),
    }),
  );
}

function list(scenario: PromotionsScenario): Promotion[] {
  return scenario.list === 'statuses' ? promotionsByStatus() : promotionsOfEveryType();
}

/** Answers the promotions' endpoints on the story's platform, in the scenario's state. */
export function answerPromotions(platform: FakePlatform, scenario: PromotionsScenario): void {
  const load = scenario.load ?? 'ok';
  const action = scenario.action ?? 'ok';
  if (load === 'pending') platform.hang(promotionList);
  else if (load === 'error') platform.fail(promotionList, ErrorCode.maintenance, { status: 503 });
  else
    platform.on(promotionList, ({ type }) => {
      const all = load === 'empty' ? [] : list(scenario);
      return type ? all.filter((entry) => entry.type === type) : all;
    });
  platform.on(promotionDetail, ({ code, id }) => {
    const ref = code ?? (id === undefined ? undefined : String(id));
    const found = list(scenario).find((entry) => entry.code === ref || String(entry.id) === ref);
    return found ?? failure(ErrorCode.notFound, { status: 404 });
  });
  const actions = [joinPromotion, claimPromotion, claimRafflePromotion, applyPromotion];
  if (action === 'pending') for (const endpoint of actions) platform.hang(endpoint);
  else if (action === 'refused')
    for (const endpoint of actions)
      platform.fail(endpoint, ErrorCode.conflict, { status: 409, messageKey: 'promotion_not_earned' });
  else {
    const claimed = () => promotionsByStatus().find((entry) => entry.mine?.status === 'claim')!;
    const paid = () => ({
      amount: 100,
      turnoverAdded: 100,
      balance: 1_234_667.89,
      promotion: { ...claimed(), mine: mineFixture('claimed', { amount: 100 }) },
    });
    platform
      .on(joinPromotion, () => ({ ...promotionsByStatus()[0]!, mine: mineFixture('joined') }))
      .on(claimPromotion, paid)
      .on(claimRafflePromotion, paid)
      .on(applyPromotion, () => ({
        id: 1,
        promotionId: 102,
        promotionTitle: STATUS_TITLES.applying,
        status: 'IN_PROCESS' as const,
        remark: 'Added 0917 555 0101',
        imageCount: 1,
        amount: null,
        rejectReason: null,
        createdAt: new Date().toISOString(),
        reviewedAt: null,
      }));
  }
  const state = scenario.applications ?? 'ok';
  if (state === 'pending') platform.hang(promotionApplications);
  else if (state === 'error') platform.fail(promotionApplications, ErrorCode.maintenance, { status: 503 });
  else
    platform.on(promotionApplications, () => {
      const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
      const application = (
        id: number,
        status: PromotionApplication['status'],
        extra: Partial<PromotionApplication>,
      ): PromotionApplication => ({
        id,
        promotionId: 102,
        promotionTitle: STATUS_TITLES.applying,
        status,
        remark: 'Added my Zalo account 0917 555 0101',
        imageCount: 2,
        amount: null,
        rejectReason: null,
        createdAt: at(id),
        reviewedAt: status === 'IN_PROCESS' ? null : at(id - 0.5),
        ...extra,
      });
      const rows =
        state === 'empty'
          ? []
          : [
              application(1, 'IN_PROCESS', {}),
              application(3, 'APPROVED', { amount: 131 }),
              application(5, 'REJECTED', { rejectReason: 'The screenshot does not show the added account.' }),
            ];
      return {
        list: rows,
        pageNum: 1,
        pageSize: 20,
        totalPages: rows.length ? 1 : 0,
        totalCount: rows.length,
      };
    });
}
