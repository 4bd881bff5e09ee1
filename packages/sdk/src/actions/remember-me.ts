/** R9.09: remember-me keeps the username, never the password, for one day. */
export const REMEMBER_ME_SECONDS = 86_400;
const COOKIE = 'lk_remember';

/** Remembers a username for a day after a login with remember-me ticked; an empty name forgets it. */
export function rememberUsername(username: string): void {
  if (typeof document === 'undefined') return;
  const age = username ? REMEMBER_ME_SECONDS : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari, and async.
  document.cookie = `${COOKIE}=${encodeURIComponent(username)}; Max-Age=${age}; Path=/; SameSite=Lax`;
}

/** The username remembered within the last day, or '' when none is. */
export function rememberedUsername(): string {
  if (typeof document === 'undefined') return '';
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return '';
      }
    }
  }
  return '';
}
