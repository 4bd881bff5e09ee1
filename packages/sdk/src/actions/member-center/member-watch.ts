import { $session, type SessionState } from '../../stores/session';

/** Who the stores load for: a real member's token, or null for a guest or a trial player (R6.08). */
function realMemberKey(session: SessionState): string | null {
  return session.isLogin && !session.isTrial ? (session.token ?? 'signed-in') : null;
}

/**
 * Calls `onMember(true)` when a real member signs in (or is there when watching starts) and
 * `onMember(false)` when they leave or a trial session takes over; other session changes (nickname,
 * the after-login flag) call nothing. Returns the unsubscribe.
 */
export function watchRealMember(onMember: (signedIn: boolean) => void): () => void {
  let current: string | null | undefined;
  return $session.subscribe((session) => {
    const key = realMemberKey(session);
    if (key === current) return;
    current = key;
    onMember(key !== null);
  });
}
