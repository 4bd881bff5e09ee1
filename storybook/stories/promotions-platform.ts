import type { Promotion, PromotionStatus } from '@lobbykit/sdk/promotions';
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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (value: unknown) => json({ success: true, value });
const failure = (status: number, errorCode: string, messageKey?: string) =>
  json({ success: false, errorCode, message: errorCode, ...(messageKey ? { messageKey } : {}) }, status);
const never = () => new Promise<Response>(() => {});

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

export async function promotionsAnswer(
  route: string,
  url: URL,
  scenario: PromotionsScenario,
): Promise<Response | null> {
  const load = scenario.load ?? 'ok';
  const action = scenario.action ?? 'ok';
  switch (route) {
    case 'GET /wps/promotions/list': {
      if (load === 'pending') return never();
      if (load === 'error') return failure(503, 'maintenance');
      const type = url.searchParams.get('type');
      const all = load === 'empty' ? [] : list(scenario);
      return ok(type ? all.filter((entry) => entry.type === type) : all);
    }
    case 'GET /wps/promotions/detail': {
      const ref = url.searchParams.get('code') ?? url.searchParams.get('id');
      const found = list(scenario).find((entry) => entry.code === ref || String(entry.id) === ref);
      return found ? ok(found) : failure(404, 'not_found');
    }
    case 'POST /wps/relay/MCS2_joinPromotion':
    case 'POST /wps/relay/MCS2_claimPromotion':
    case 'POST /wps/relay/MCS2_claimRafflePromotion':
    case 'POST /wps/relay/MCS2_applyPromotion': {
      if (action === 'pending') return never();
      if (action === 'refused') return failure(409, 'conflict', 'promotion_not_earned');
      const claimed = promotionsByStatus().find((entry) => entry.mine?.status === 'claim');
      if (route.endsWith('joinPromotion'))
        return ok({ ...promotionsByStatus()[0], mine: mineFixture('joined') });
      if (route.endsWith('applyPromotion'))
        return ok({
          id: 1,
          promotionId: 102,
          promotionTitle: STATUS_TITLES.applying,
          status: 'IN_PROCESS',
          remark: 'Added 0917 555 0101',
          imageCount: 1,
          amount: null,
          rejectReason: null,
          createdAt: new Date().toISOString(),
          reviewedAt: null,
        });
      return ok({
        amount: 100,
        turnoverAdded: 100,
        balance: 1_234_667.89,
        promotion: { ...claimed, mine: mineFixture('claimed', { amount: 100 }) },
      });
    }
    case 'GET /wps/relay/MCS2_promotionApplications': {
      const state = scenario.applications ?? 'ok';
      if (state === 'pending') return never();
      if (state === 'error') return failure(503, 'maintenance');
      const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
      const application = (id: number, status: string, extra: Record<string, unknown>) => ({
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
      return ok({
        list: rows,
        pageNum: 1,
        pageSize: 20,
        totalPages: rows.length ? 1 : 0,
        totalCount: rows.length,
      });
    }
    default:
      return null;
  }
}
