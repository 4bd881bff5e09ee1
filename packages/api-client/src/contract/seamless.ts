import * as v from 'valibot';
import { endpoint } from './endpoint';
import { text } from './fields';
import { money, positiveMoney } from './money';

/**
 * The seamless wallet a game calls while it runs: the game holds a launch token (from the launch URL),
 * never the member's session. Each call names its own transaction id; a retry with the same id
 * answers the first answer and moves money once.
 */
export const launchToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,64}$/));
export const transactionId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/));

const balanceFields = { balance: money, currency: v.string() };

export const seamlessBalance = endpoint({
  method: 'GET',
  path: '/wps/seamless/balance',
  request: v.strictObject({ token: launchToken }),
  response: v.object({ ...balanceFields, currencySymbol: v.string() }),
});

/** Takes the stake. `pick` is the player's choice where the game has one (a side, numbers). */
export const seamlessBet = endpoint({
  method: 'POST',
  path: '/wps/seamless/bet',
  request: v.strictObject({
    token: launchToken,
    transactionId,
    amount: positiveMoney,
    pick: v.optional(text(64)),
  }),
  response: v.object({
    ...balanceFields,
    transactionId: v.string(),
    stake: money,
    status: v.literal('open'),
  }),
});

/** Pays the win the game decided when the stake was taken (possibly 0) and reveals the outcome. */
export const seamlessSettle = endpoint({
  method: 'POST',
  path: '/wps/seamless/settle',
  request: v.strictObject({ token: launchToken, transactionId, betTransactionId: transactionId }),
  response: v.object({
    ...balanceFields,
    transactionId: v.string(),
    betTransactionId: v.string(),
    stake: money,
    win: money,
    status: v.literal('settled'),
    outcome: v.record(v.string(), v.unknown()),
  }),
});

/** Gives an open bet's stake back; a settled bet cannot be rolled back, nor a rolled-back one settled. */
export const seamlessRollback = endpoint({
  method: 'POST',
  path: '/wps/seamless/rollback',
  request: v.strictObject({ token: launchToken, transactionId, betTransactionId: transactionId }),
  response: v.object({
    ...balanceFields,
    transactionId: v.string(),
    betTransactionId: v.string(),
    refunded: money,
    status: v.literal('rolled_back'),
  }),
});
