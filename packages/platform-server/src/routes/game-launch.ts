import { gameLaunchFB, launchGame, recentGames } from '@lobbykit/api-client/contract';
import type { Db } from '../db/database';
import { recentGamesPage } from '../db/recent-games';
import { type Bind, signedIn } from '../http/bind';
import { gameItemOf } from '../services/game-item';
import type { GameLaunchService } from '../services/game-launch';
import { requireRealAccount } from '../services/trial-wall';

export function gameLaunchRoutes(bind: Bind, db: Db, launches: GameLaunchService): void {
  // R7.40 and R7.41 (the FB relay path): one launch, one set of rules.
  for (const endpoint of [launchGame, gameLaunchFB]) {
    bind(endpoint, (input, call) =>
      launches.launch(
        signedIn(call).member,
        call.merchant,
        { ...input, language: input.language ?? call.language },
        call.baseUrl,
      ),
    );
  }

  bind(recentGames, async (input, call) => {
    // Recent games are an account feature (R5.40); trial sessions never fetch them.
    const member = requireRealAccount(signedIn(call).member);
    const language = input.language?.toUpperCase() ?? call.language;
    const page = await recentGamesPage(db, member.id, {
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
      gameType: input.gameType,
    });
    return {
      games: page.games.map((game) => gameItemOf(game, language, call.baseUrl)),
      pageNo: input.page,
      pageSize: input.pageSize,
      totalCount: page.total,
      totalPages: Math.ceil(page.total / input.pageSize),
    };
  });
}
