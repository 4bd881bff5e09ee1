import { $session } from '../stores/session';

// Held in memory only (never in storage or a store a host can read), and only for the session
// whose login typed it: the forced change after that login needs it as the old password (R5.28).
let known: { token: string; password: string } | null = null;

/** The login that forces a change remembers the password the player has just typed. */
export function rememberLoginPassword(password: string): void {
  const token = $session.get().token;
  known = token ? { token, password } : null;
}

/** The password typed at this session's login, when it is still the one signed in. */
export function knownPassword(): string | null {
  return known && known.token === $session.get().token ? known.password : null;
}

export function forgetKnownPassword(): void {
  known = null;
}
