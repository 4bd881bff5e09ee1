import type { Db } from '../db/database';
import { domainRoutesOf } from '../db/merchants';
import { supportedLanguage } from '../demo-game/dictionary';
import type { DemoPageInput } from '../demo-game/page';
import { variantOf } from '../demo-game/variant';
import type { GameLaunchService } from './game-launch';
import type { LotteryService } from './lottery';
import { toDecimal } from './money';
import type { WalletService } from './wallet';

/** What the demo game's page shows for one launch, and the sites that may frame it. */
export interface DemoGamePage {
  view: Omit<DemoPageInput, 'token' | 'nonce'>;
  /** The merchant's registered site origins (the page's frame ancestors). */
  siteOrigins: string[];
}

export interface DemoGamePageService {
  /** The page behind a launch URL's token; undefined when the launch is unknown or expired. */
  open(token: string): Promise<DemoGamePage | undefined>;
}

/** The built-in demo game's page (R7.40): the launch it was opened for, the balance and, for lotteries, the latest draws. */
export function createDemoGamePageService(deps: {
  db: Db;
  launches: GameLaunchService;
  wallet: WalletService;
  lottery: LotteryService;
}): DemoGamePageService {
  const { db, launches, wallet, lottery } = deps;
  return {
    async open(token) {
      const found = await launches.pageSession(token);
      if (!found) return undefined;
      const { launch, member, merchant, game } = found;
      const routes = await domainRoutesOf(db, merchant.id);
      const language = supportedLanguage(launch.language);
      const variant = variantOf(game);
      const draws = variant === 'lottery' ? lottery.recentDraws(game, 5) : undefined;
      return {
        siteOrigins: routes.map((route) => route.origin),
        view: {
          merchantCode: merchant.code,
          language,
          variant,
          gameName: game.names[language] ?? game.name,
          currency: member.currency,
          currencySymbol: merchant.currencySymbol,
          balance: toDecimal(await wallet.balanceOf(member)),
          backUrl: launch.backUrl,
          ...(draws ? { draws } : {}),
        },
      };
    },
  };
}
