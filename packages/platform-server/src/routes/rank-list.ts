import { rankList } from '@lobbykit/api-client/contract';
import type { Bind } from '../http/bind';
import type { RankListService } from '../services/rank-list';

export function rankListRoutes(bind: Bind, rankLists: RankListService): void {
  bind(rankList, (input, call) =>
    rankLists.winners(call.merchant, {
      gameCategory: input.gameCategory,
      limitNum: input.limitNum,
      language: input.language?.toUpperCase() ?? call.language,
    }),
  );
}
