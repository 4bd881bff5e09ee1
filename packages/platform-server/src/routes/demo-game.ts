import { randomBytes } from 'node:crypto';
import { launchToken } from '@lobbykit/api-client/contract';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { supportedLanguage } from '../demo-game/dictionary';
import { contentSecurityPolicy, renderDemoPage, renderExpiredPage } from '../demo-game/page';
import type { AppEnv } from '../http/app-env';
import type { DemoGamePageService } from '../services/demo-game-page';
import { DEMO_GAME_PATH } from '../services/game-launch';

/** Origins a CSP source list can carry as they are (`https://ph.example.com`, `http://localhost:*`). */
const CSP_ORIGIN = /^https?:\/\/[A-Za-z0-9.*-]+(:(\d{1,5}|\*))?$/;

/**
 * The built-in demo game's page, at the URL launchGame answers. HTML, not a contract endpoint: the
 * page itself then talks to the seamless wallet endpoints with the token it was opened with.
 */
export function demoGameRoutes(app: Hono<AppEnv>, pages: DemoGamePageService): void {
  app.get(DEMO_GAME_PATH, async (c) => {
    const nonce = randomBytes(16).toString('base64');
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Content-Type-Options', 'nosniff');
    const token = c.req.query('token') ?? '';
    const page = v.is(launchToken, token) ? await pages.open(token) : undefined;
    if (!page) {
      c.header('Content-Security-Policy', contentSecurityPolicy(nonce, []));
      const language = supportedLanguage(c.req.query('language') ?? 'EN');
      return c.html(renderExpiredPage(language, nonce), 401);
    }
    const ancestors = page.siteOrigins.filter((origin) => CSP_ORIGIN.test(origin));
    c.header('Content-Security-Policy', contentSecurityPolicy(nonce, ancestors));
    return c.html(renderDemoPage({ token, nonce, ...page.view }));
  });
}
