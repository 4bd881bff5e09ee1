import { randomBytes } from 'node:crypto';
import { launchToken } from '@lobbykit/api-client/contract';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../db/database';
import { domainRoutesOf } from '../db/merchants';
import { supportedLanguage } from '../demo-game/dictionary';
import { contentSecurityPolicy, renderDemoPage, renderExpiredPage } from '../demo-game/page';
import { variantOf } from '../demo-game/variant';
import type { AppEnv } from '../http/app-env';
import { DEMO_GAME_PATH, type GameLaunchService } from '../services/game-launch';
import type { LotteryService } from '../services/lottery';
import { toDecimal } from '../services/money';
import type { WalletService } from '../services/wallet';

/** Origins a CSP source list can carry as they are (`https://ph.example.com`, `http://localhost:*`). */
const CSP_ORIGIN = /^https?:\/\/[A-Za-z0-9.*-]+(:(\d{1,5}|\*))?$/;

/**
 * The built-in demo game's page, at the URL launchGame answers. HTML, not a contract endpoint: the
 * page itself then talks to the seamless wallet endpoints with the token it was opened with.
 */
export function demoGameRoutes(
  app: Hono<AppEnv>,
  deps: { db: Db; launches: GameLaunchService; wallet: WalletService; lottery: LotteryService },
): void {
  app.get(DEMO_GAME_PATH, async (c) => {
    const nonce = randomBytes(16).toString('base64');
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Content-Type-Options', 'nosniff');
    const token = c.req.query('token') ?? '';
    const found = v.is(launchToken, token) ? await deps.launches.pageSession(token) : undefined;
    if (!found) {
      c.header('Content-Security-Policy', contentSecurityPolicy(nonce, []));
      const language = supportedLanguage(c.req.query('language') ?? 'EN');
      return c.html(renderExpiredPage(language, nonce), 401);
    }

    const { launch, member, merchant, game } = found;
    const routes = await domainRoutesOf(deps.db, merchant.id);
    const ancestors = routes.map((route) => route.origin).filter((origin) => CSP_ORIGIN.test(origin));
    c.header('Content-Security-Policy', contentSecurityPolicy(nonce, ancestors));

    const language = supportedLanguage(launch.language);
    const variant = variantOf(game);
    const draws = variant === 'lottery' ? deps.lottery.recentDraws(game, 5) : undefined;
    return c.html(
      renderDemoPage({
        token,
        nonce,
        merchantCode: merchant.code,
        language,
        variant,
        gameName: game.names[language] ?? game.name,
        currency: member.currency,
        currencySymbol: merchant.currencySymbol,
        balance: toDecimal(await deps.wallet.balanceOf(member)),
        backUrl: launch.backUrl,
        ...(draws ? { draws } : {}),
      }),
    );
  });
}
