import {
  seamlessBalance,
  seamlessBet,
  seamlessRollback,
  seamlessSettle,
} from '@lobbykit/api-client/contract';
import type { Bind } from '../http/bind';
import type { DemoGameService } from '../services/demo-game';

/** The seamless wallet the demo game calls with its launch token (not a member session). */
export function seamlessRoutes(bind: Bind, game: DemoGameService): void {
  bind(seamlessBalance, (input, call) => game.balance(input.token, call.merchant));
  bind(seamlessBet, ({ token, ...bet }, call) => game.bet(token, call.merchant, bet));
  bind(seamlessSettle, ({ token, ...settle }, call) => game.settle(token, call.merchant, settle));
  bind(seamlessRollback, ({ token, ...rollback }, call) => game.rollback(token, call.merchant, rollback));
}
