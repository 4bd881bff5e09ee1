import {
  lottoOpenedNumbers,
  vnLotteryMenu,
  vnLotteryRecent,
  vnOpenedNumbers,
} from '@lobbykit/api-client/contract';
import type { Bind } from '../http/bind';
import type { LotteryService } from '../services/lottery';

export function lotteryRoutes(bind: Bind, lottery: LotteryService): void {
  bind(vnLotteryMenu, (input, call) =>
    lottery.vnMenus(input.prizeMode, input.language?.toUpperCase() ?? call.language),
  );
  bind(vnLotteryRecent, (input) => lottery.vnRecent(input.gameCode, input.size));
  bind(vnOpenedNumbers, (input) => lottery.vnOpened(input.gameCode, input.issueNo));
  bind(lottoOpenedNumbers, (input, call) => lottery.openedNumbers(input, call.language));
}
