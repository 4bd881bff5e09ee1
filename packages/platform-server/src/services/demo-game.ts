import { ErrorCode } from '@lobbykit/api-client';
import type { LiveLaunch } from '../db/game-launches';
import type { MerchantRow } from '../db/schema/index';
import { cryptoRandom, type Random } from '../demo-game/random';
import { playRound, variantOf } from '../demo-game/variant';
import { DomainError } from './domain-error';
import type { GameLaunchService } from './game-launch';
import { toDecimal, toMinor } from './money';
import type { BetAnswer, RollbackAnswer, SeamlessWallet, SettleAnswer } from './seamless-wallet';
import type { WalletService } from './wallet';

export interface DemoGameService {
  balance(
    token: string,
    merchant: MerchantRow,
  ): Promise<{ balance: number; currency: string; currencySymbol: string }>;
  bet(
    token: string,
    merchant: MerchantRow,
    input: { transactionId: string; amount: number; pick?: string | undefined },
  ): Promise<BetAnswer>;
  settle(
    token: string,
    merchant: MerchantRow,
    input: { transactionId: string; betTransactionId: string },
  ): Promise<SettleAnswer>;
  rollback(
    token: string,
    merchant: MerchantRow,
    input: { transactionId: string; betTransactionId: string },
  ): Promise<RollbackAnswer>;
  /** The launch behind a token (the page route renders from it). */
  session(token: string, merchant: MerchantRow): Promise<LiveLaunch>;
}

/**
 * The built-in game's server half: the page holds only a launch token and a choice, the server
 * decides each round with its own RNG before taking the stake, and the seamless wallet moves the money.
 */
export function createDemoGameService(deps: {
  launches: GameLaunchService;
  wallet: WalletService;
  seamless: SeamlessWallet;
  random?: Random;
}): DemoGameService {
  const { launches, wallet, seamless } = deps;
  const random = deps.random ?? cryptoRandom;

  return {
    session: (token, merchant) => launches.session(token, merchant),

    async balance(token, merchant) {
      const { member } = await launches.session(token, merchant);
      return {
        balance: toDecimal(await wallet.balanceOf(member)),
        currency: member.currency,
        currencySymbol: merchant.currencySymbol,
      };
    },

    async bet(token, merchant, input) {
      const { member, game } = await launches.session(token, merchant);
      const stake = toMinor(input.amount);
      if (stake === undefined || stake <= 0) {
        throw new DomainError(ErrorCode.validation, 'The stake must be a positive amount', {
          field: 'amount',
        });
      }
      // Decided now, revealed at settle: a rollback (only of an open bet) can never undo a known loss.
      const outcome = playRound(variantOf(game), stake, input.pick, random);
      return seamless.bet(member, game, { transactionId: input.transactionId, stake, outcome });
    },

    async settle(token, merchant, input) {
      const { member } = await launches.session(token, merchant);
      return seamless.settle(member, input);
    },

    async rollback(token, merchant, input) {
      const { member } = await launches.session(token, merchant);
      return seamless.rollback(member, input);
    },
  };
}
