import { updateMemberLanguage } from '@lobbykit/api-client/locales';
import { getClient } from '../client/configure';
import { setLanguage } from '../i18n/language';
import { $session } from '../stores/session';

export type LanguageChange = { status: 'changed'; language: string; serverUpdated: boolean };

/**
 * A player picks a language (spec section 4): it is stored (`lang`, the previous one onto `hisLang`,
 * R4.71), a signed-in member's server language follows with `{language}` (R4.72, R7.63), and the
 * interface switches once the dictionary is in, without a reload (R4.73). A language without a
 * dictionary of its own speaks English. A refused or failed server update keeps the local choice:
 * the player sees their language either way, and the next change tries again.
 */
export async function changeLanguage(code: string): Promise<LanguageChange> {
  const switched = setLanguage(code);
  const { isLogin, isTrial } = $session.get();
  let serverUpdated = false;
  if (isLogin && !isTrial) {
    try {
      await getClient().call(updateMemberLanguage, { language: code });
      serverUpdated = true;
    } catch {
      serverUpdated = false;
    }
  }
  await switched;
  return {
    status: 'changed',
    language: code.toUpperCase() === 'PT-BR' ? 'PT' : code.toUpperCase(),
    serverUpdated,
  };
}
