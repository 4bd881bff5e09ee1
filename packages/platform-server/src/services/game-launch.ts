import { ErrorCode, TRIAL_TYPE } from '@lobbykit/api-client';
import type { launchGameRequest } from '@lobbykit/api-client/contract';
import type * as v from 'valibot';
import { CATALOGUE_TAG, type CacheRegistry, memberTag, merchantTag } from '../cache/cache-registry';
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

/** Live launches kept at most (one per game window open); the least recently used go first. */
export const LAUNCH_CACHE_ENTRIES = 20_000;

/**
 * `caches` keeps live launches in memory by token hash, so each seamless call (bet, settle) finds its
 * player and game without a query. A launch row never changes once written; what it joins (member,
 * merchant, game) drops by its tag on a write, and expiry is checked against the clock on every read.
 */
export function createGameLaunchService(deps: {
  db: Db;
  clock: Clock;
  caches?: CacheRegistry | undefined;
}): GameLaunchService {
  const { db, clock, caches } = deps;
  const live = caches?.create<LiveLaunch>('game launches', LAUNCH_CACHE_ENTRIES);
  const tagsOf = (found: LiveLaunch) => [
    memberTag(found.member.id),
    merchantTag(found.merchant.code),
    CATALOGUE_TAG,
  ];
  async function liveLaunch(token: string): Promise<LiveLaunch | undefined> {
    const tokenHash = sha256(token);
    const now = clock.now();
    const load = () => findLiveLaunch(db, tokenHash, now);
    const found = live ? await live.getOrLoad(tokenHash, load, tagsOf) : await load();
    if (found && found.launch.expiresAt.getTime() <= now.getTime()) {
      live?.delete(tokenHash);
      return undefined;
    }
    return found;
  }

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

    pageSession: liveLaunch,

    async session(token, merchant) {
      const found = await liveLaunch(token);
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
