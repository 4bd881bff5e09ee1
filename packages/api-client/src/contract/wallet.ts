import * as v from 'valibot';
import { endpoint } from './endpoint';
import { empty } from './fields';
import { money } from './money';

/** A balance as the header shows it (R2.47): the merchant's currency code and symbol ride along. */
export const walletBalanceValue = v.object({
  balance: money,
  currency: v.string(),
  currencySymbol: v.string(),
});

/** The signed-in member's main wallet balance (R7.25). */
export const walletBalance = endpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: 'member',
  request: empty,
  response: walletBalanceValue,
});
