import { ErrorCode, type ParsedRequestOf, type ResponseOf } from '@lobbykit/api-client';
import type {
  adminPointReward,
  adminPointSettings,
  adminSavePointReward,
} from '@lobbykit/api-client/contract';
import type * as v from 'valibot';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { findMerchantByCode } from '../../db/merchants';
import {
  catalogueOf,
  insertReward,
  type PointRewardText,
  replaceRewardTexts,
  updateReward,
  writePointSettings,
} from '../../db/point-catalogue';
import { pointSettingsOf } from '../../db/points';
import type { MerchantRow, PointRewardRow } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { toDecimal, toMinor } from '../money';
import { DEFAULT_POINT_SETTINGS, type PointsService } from './member-points';

type AdminReward = v.InferOutput<typeof adminPointReward>;

/** The operator's side of the points catalogue and rules (issue 12, item 3). */
export interface PointCatalogueEditor {
  settings(input: ParsedRequestOf<typeof adminPointSettings>): Promise<ResponseOf<typeof adminPointSettings>>;
  rewards(merchantCode: string): Promise<AdminReward[]>;
  saveReward(input: ParsedRequestOf<typeof adminSavePointReward>): Promise<AdminReward>;
}

const rewardWire = (reward: PointRewardRow, texts: PointRewardText[]): AdminReward => ({
  id: reward.id,
  points: reward.points,
  stock: reward.stock,
  bonusAmount: reward.bonusAmount === null ? null : toDecimal(reward.bonusAmount),
  hue: reward.hue,
  sortOrder: reward.sortOrder,
  enabled: reward.enabled,
  texts,
});

/** The contract allows two places at most, so a bound amount always has its minor units. */
const minorOf = (amount: number): number => toMinor(amount)!;

export function createPointCatalogueEditor(deps: {
  db: Db;
  clock: Clock;
  points: PointsService;
}): PointCatalogueEditor {
  const { db, clock, points } = deps;

  async function merchantOf(code: string): Promise<MerchantRow> {
    const merchant = await findMerchantByCode(db, code);
    if (!merchant) throw new DomainError(ErrorCode.validation, 'Unknown merchant', { field: 'merchantCode' });
    return merchant;
  }

  return {
    async settings(input) {
      const merchant = await merchantOf(input.merchantCode);
      const current = (await pointSettingsOf(db, merchant.id)) ?? {
        merchantId: merchant.id,
        ...DEFAULT_POINT_SETTINGS,
      };
      await writePointSettings(db, {
        merchantId: merchant.id,
        enabled: input.enabled ?? current.enabled,
        betPerPoint: input.betPerPoint === undefined ? current.betPerPoint : minorOf(input.betPerPoint),
        pointValue: input.pointValue === undefined ? current.pointValue : minorOf(input.pointValue),
        minConvertPoints: input.minConvertPoints ?? current.minConvertPoints,
      });
      return points.config(merchant);
    },

    async rewards(merchantCode) {
      const merchant = await merchantOf(merchantCode);
      const catalogue = await catalogueOf(db, merchant.id);
      return catalogue.map(({ reward, texts }) => rewardWire(reward, texts));
    },

    async saveReward(input) {
      const merchant = await merchantOf(input.merchantCode);
      const fields = {
        points: input.points,
        stock: input.stock,
        bonusAmount: input.bonusAmount === null ? null : minorOf(input.bonusAmount),
        hue: input.hue,
        sortOrder: input.sortOrder,
        enabled: input.enabled,
      };
      const texts = input.texts.map(({ language, title, description }) => ({ language, title, description }));
      const reward = await db.transaction(async (tx) => {
        const row =
          input.id === undefined
            ? await insertReward(tx, merchant.id, fields, clock.now())
            : await updateReward(tx, merchant.id, input.id, fields);
        if (!row) throw new DomainError(ErrorCode.notFound, 'No such reward', { field: 'id' });
        await replaceRewardTexts(tx, row.id, texts);
        return row;
      });
      return rewardWire(
        reward,
        [...texts].sort((a, b) => a.language.localeCompare(b.language)),
      );
    },
  };
}
