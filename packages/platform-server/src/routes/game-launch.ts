import { gameLaunchFB, launchGame, recentGames } from '@lobbykit/api-client/contract';
import { type Bind, signedIn } from '../http/bind';
import type { GameLaunchService } from '../services/game-launch';
import type { RecentGameService } from '../services/recent-games';
import { requireRealAccount } from '../services/trial-wall';

export function gameLaunchRoutes(
  bind: Bind,
  deps: { launches: GameLaunchService; recentGames: RecentGameService },
): void {
  const { launches, recentGames: recent } = deps;
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

  // Recent games are an account feature (R5.40); trial sessions never fetch them.
  bind(recentGames, (input, call) =>
    recent.page(
      requireRealAccount(signedIn(call).member),
      { ...input, language: input.language?.toUpperCase() ?? call.language },
      call.baseUrl,
    ),
  );
}
