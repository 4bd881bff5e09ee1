import { type CacheRegistry, memberTag } from '../cache/cache-registry';
import type { MemberRow, SessionRow } from '../db/schema/index';

/**
 * Tells other server instances that a session ended, so their caches drop it at once. One process
 * (PGlite) needs none; on PostgreSQL a LISTEN/NOTIFY notifier plugs in here.
 */
export interface SessionRevocations {
  /** This instance revoked the session with this token hash. */
  publish(tokenHash: string): void;
  /** Another instance revoked one: `onRevoked` drops it here. */
  subscribe(onRevoked: (tokenHash: string) => void): void;
}

export interface CachedSession {
  session: SessionRow;
  member: MemberRow;
}

/**
 * Live sessions by token hash, with their member, so a signed-in request needs no query to know its
 * caller. Bounded (least recently used go first). Expiry is checked on every read against the
 * clock; logout drops the entry before it answers; a write to a member row drops that member's
 * entries (tag `member:<id>`).
 */
export function createSessionCache(deps: {
  caches: CacheRegistry;
  revocations?: SessionRevocations | undefined;
}) {
  const { caches, revocations } = deps;
  const live = caches.create<CachedSession>('sessions', 20_000);
  revocations?.subscribe((tokenHash) => live.delete(tokenHash));
  return {
    /** The kept session when it is still live at `now`; an expired one is dropped. */
    get(tokenHash: string, now: Date): CachedSession | undefined {
      const found = live.get(tokenHash);
      if (!found) return undefined;
      if (found.session.revokedAt !== null || found.session.expiresAt.getTime() <= now.getTime()) {
        live.delete(tokenHash);
        return undefined;
      }
      return found;
    },
    /** The live session from memory, else from `find` (kept unless a logout or member write overtook it). */
    async find(
      tokenHash: string,
      now: Date,
      find: () => Promise<CachedSession | undefined>,
    ): Promise<CachedSession | undefined> {
      return (
        this.get(tokenHash, now) ?? live.getOrLoad(tokenHash, find, (found) => [memberTag(found.member.id)])
      );
    },
    /** Drops the session here only (a logout whose write has not landed yet). */
    forget(tokenHash: string): void {
      live.delete(tokenHash);
    },
    /**
     * Drops the session here and in every other instance. Call it once the revocation is stored:
     * told earlier, another instance could load the still-live row again and keep it.
     */
    revoke(tokenHash: string): void {
      live.delete(tokenHash);
      revocations?.publish(tokenHash);
    },
  };
}
