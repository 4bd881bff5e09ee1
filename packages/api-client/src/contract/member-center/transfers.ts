import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { empty, text } from '../fields';
import { money, positiveMoney } from '../money';
import { requestId } from './common';
import { paymentPasswordValue } from './payment-password';

/** R3.30, R7.28: whether the merchant keeps one wallet for everything; cached in the session. */
export const merchantWallet = endpoint({
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  auth: 'public',
  cache: 'session',
  request: empty,
  response: v.object({ isSingle: v.boolean() }),
});

/** The main wallet is `MAIN`; a game wallet is named by its vendor code (AG, PT, SBT ...). */
export const MAIN_WALLET_CODE = 'MAIN';

export const walletEntry = v.object({
  code: v.string(),
  name: v.string(),
  balance: money,
});

/**
 * R7.26: every wallet of the member and their total, what transferFund shows. A single-wallet
 * merchant answers the main wallet alone.
 */
export const consolidatedFunds = endpoint({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: 'member',
  request: empty,
  response: v.object({
    currency: v.string(),
    currencySymbol: v.string(),
    total: money,
    wallets: v.array(walletEntry),
  }),
});

/**
 * R7.27: moves money between the main wallet and a game wallet (merchants that are not single-wallet).
 * One of `from` and `to` is MAIN. Answers the wallets after the move; a replayed requestId moves nothing.
 */
export const walletTransfer = endpoint({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  auth: 'member',
  request: v.pipe(
    v.strictObject({
      from: text(16),
      to: text(16),
      amount: positiveMoney,
      requestId,
    }),
    v.check((input) => input.from !== input.to, 'Choose two different wallets'),
    v.check(
      (input) => input.from === MAIN_WALLET_CODE || input.to === MAIN_WALLET_CODE,
      'One side of a transfer is the main wallet',
    ),
  ),
  response: v.object({ total: money, wallets: v.array(walletEntry) }),
});

/** R6.17 and the decision on recalls: every game wallet's balance back to the main wallet at once. */
export const recallBalances = endpoint({
  method: 'POST',
  path: '/wps/relay/GCS_recallBalance',
  auth: 'member',
  request: v.strictObject({ requestId }),
  response: v.object({ recalled: money, total: money, wallets: v.array(walletEntry) }),
});

/**
 * transferUpline: a player sends money from the main wallet to their agent (the upline). Needs the
 * payment password; encrypted for that reason. Refused for members without an upline.
 */
export const transferUpline = endpoint({
  method: 'POST',
  path: '/wps/relay/MCS_transferUpline',
  auth: 'member',
  encrypted: true,
  request: v.strictObject({
    amount: positiveMoney,
    paymentPassword: paymentPasswordValue,
    requestId,
  }),
  response: v.object({ balance: money, upline: v.string(), amount: money }),
});

/** Who the upline is, for the transferUpline page (null when the member joined without an agent). */
export const uplineInfo = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS_uplineInfo',
  auth: 'member',
  request: empty,
  response: v.object({
    upline: v.nullable(v.object({ account: v.string(), nickname: v.nullable(v.string()) })),
  }),
});
