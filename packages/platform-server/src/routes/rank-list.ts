import { rankList } from '@lobbykit/api-client/contract';
import type { Db } from '../db/database';
import type { Bind } from '../http/bind';
import { rankListOf } from '../services/rank-list';

export function rankListRoutes(bind: Bind, db: Db): void {
  bind(rankList, (input, call) =>
    rankListOf(db, call.merchant, {
      gameCategory: input.gameCategory,
      limitNum: input.limitNum,
      language: input.language?.toUpperCase() ?? call.language,
    }),
  );
}
