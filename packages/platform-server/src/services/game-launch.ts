import { ErrorCode, TRIAL_TYPE } from '@lobbykit/api-client';
import type { launchGameRequest } from '@lobbykit/api-client/contract';
import type * as v from 'valibot';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { findGameWithVendor, findLiveLaunch, insertGameLaunch, type LiveLaunch } from '../db/game-launches';
import { touchRecentGame } from '../db/recent-games';
import type { LottoLaunch, MemberRow, MerchantRow } from '../db/schema/index';
import { supportedLanguage } from '../demo-game/dictionary';
import { DomainError } from './domain-error';
import { newToken, sha256 } from './tokens';

export type LaunchInput = v.InferOutput<typeof launchGameRequest>;

/** How long a launch URL and the game session it opens stay valid. */
export const LAUNCH_TTL_MS = 2 * 60 * 60_000;

/** Where the built-in demo game is served; the launch URL points here for every game. */
export const DEMO_GAME_PATH = '/demo-game';

export interface GameLaunchService {
  launch(
    member: MemberRow,
    merchant: MerchantRow,
    input: LaunchInput,
    baseUrl: string,
  ): Promise<{ url: string }>;
  /** The live launch behind a game's token, for this merchant; refuses an unknown or expired one. */
  session(token: string, merchant: MerchantRow): Promise<LiveLaunch>;
  /** The live launch behind a launch URL's token, whatever the merchant (the page request names none). */
  pageSession(token: string): Promise<LiveLaunch | undefined>;
}

const notFound = (what: string) => new DomainError(ErrorCode.notFound, `Unknown ${what}`);

function lottoOf(input: LaunchInput): LottoLaunch | null {
  if (input.launchMode !== 'LOTT' && input.lottoArea === undefined && input.lottoView === undefined)
    return null;
  return {
    lottoArea: input.lottoArea ?? 'VN',
    launchMode: input.launchMode ?? 'LOTT',
    lottoPrizeMode: input.lottoPrizeMode,
    lottoGameCode: input.lottoGameCode,
    lottoView: input.lottoView ?? 'lobby',
  };
}

export function createGameLaunchService(db: Db, clock: Clock): GameLaunchService {
  return {
    async launch(member, merchant, input, baseUrl) {
      // R6.06: every catalogue game is a real-account game; a trial's credit only shows what the site offers.
      if (member.type === TRIAL_TYPE) {
        throw new DomainError(ErrorCode.trialAccount, 'Please register an account first');
      }
      const found = await findGameWithVendor(db, { nodeId: input.nodeId, gameCode: input.gameCode });
      if (!found) throw notFound('game');
      const { game, vendor } = found;
      if (
        input.nodeId !== undefined &&
        input.gameCode !== undefined &&
        input.gameCode.toLowerCase() !== game.gameCode.toLowerCase()
      ) {
        throw notFound('game');
      }
      if (input.vendor !== undefined && input.vendor.toUpperCase() !== game.vendorCode.toUpperCase()) {
        throw notFound('vendor');
      }
      if (vendor.merchantCodes && !vendor.merchantCodes.includes(merchant.code)) throw notFound('game');
      if (!game.enabled) {
        throw new DomainError(ErrorCode.conflict, 'This game is under maintenance, see other popular games');
      }

      const now = clock.now();
      const token = newToken();
      await insertGameLaunch(db, {
        tokenHash: sha256(token),
        memberId: member.id,
        gameId: game.id,
        language: supportedLanguage(input.language ?? merchant.defaultLanguage),
        device: input.device ?? 'WEB',
        backUrl: input.backUrl ?? null,
        lotto: lottoOf(input),
        createdAt: now,
        expiresAt: new Date(now.getTime() + LAUNCH_TTL_MS),
      });
      await touchRecentGame(db, member.id, game.id, now);
      const url = new URL(DEMO_GAME_PATH, `${baseUrl}/`);
      url.searchParams.set('token', token);
      return { url: url.toString() };
    },

    pageSession(token) {
      return findLiveLaunch(db, sha256(token), clock.now());
    },

    async session(token, merchant) {
      const found = await findLiveLaunch(db, sha256(token), clock.now());
      if (!found || found.member.merchantId !== merchant.id) {
        throw new DomainError(
          ErrorCode.notLoggedIn,
          'This game session has expired, please launch the game again',
        );
      }
      return found;
    },
  };
}
