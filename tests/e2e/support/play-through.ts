import type { Page } from '@playwright/test';
import { stack } from '../stack';

async function call<T>(method: 'GET' | 'POST', path: string, init: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${stack.api}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      Merchant: 'ph',
      ...(init.token ? { Authorization: init.token } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const envelope = (await response.json()) as { success: boolean; value: T };
  if (!response.ok || !envelope.success) throw new Error(`${method} ${path}: ${JSON.stringify(envelope)}`);
  return envelope.value;
}

/**
 * Stakes `total` in valid bets for the page's signed-in player, as a slot it launched would: one
 * launch token, then bet and settle rounds of `stake` through the seamless wallet (the demo game's
 * own calls). A new registration's demo credit carries a turnover equal to it (README "Money
 * policy"), so a withdrawal journey plays it through first; the balance moves by what the rounds won
 * and lost, so read it again afterwards.
 */
export async function playThroughTurnover(page: Page, total: number, stake = 250): Promise<void> {
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  const { games } = await call<{ games: { gameCode: string }[] }>(
    'GET',
    '/wps/relay/GCSGAME_gameList?gameType=RNG&isGame=GAME&pageSize=1',
  );
  const { url } = await call<{ url: string }>('POST', '/wps/game/launchGame', {
    token,
    body: { gameCode: games[0]?.gameCode },
  });
  const launchToken = new URL(url).searchParams.get('token') ?? '';
  const run = Date.now().toString(36);
  for (let round = 0; round * stake < total; round++) {
    const bet = `e2e-${run}-${round}-bet`;
    await call('POST', '/wps/seamless/bet', {
      body: { token: launchToken, transactionId: bet, amount: stake },
    });
    await call('POST', '/wps/seamless/settle', {
      body: { token: launchToken, transactionId: `e2e-${run}-${round}-settle`, betTransactionId: bet },
    });
  }
}
