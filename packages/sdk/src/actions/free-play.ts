import { freePlay, memberInfo, type ResponseOf } from '@lobbykit/api-client';
import { getClient } from '../client/configure';
import { emit } from '../runtime/events';
import { $session, forgetSession, markLoggedIn, saveToken } from '../stores/session';
import { refreshBalance } from './balance';
import { failureOf } from './failure';
import { closeModal } from './modal';

export type FreePlayResult =
  | { status: 'ok'; account: string }
  | { status: 'failed'; errorCode: string; message: string };

/** The platform W (web) of R7.04. */
const WEB_PLATFORM = 'W';

/** The visitor's OS as the browser names it (R7.04's `os`); absent where the browser says nothing. */
function browserOs(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const hinted = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  const os = (hinted?.platform || navigator.platform || '').trim().slice(0, 32);
  return os || undefined;
}

/**
 * Free play (R7.04): the server opens a trial account (type 4) with trial credit; then it goes as a
 * login does: the token is saved, member info loads, the player is marked logged in and trial by
 * type (R4.05), the balance loads, the login popup closes and `lobbykit:login` says `isTrial`.
 */
export async function playForFree(): Promise<FreePlayResult> {
  const client = getClient();
  const os = browserOs();
  let member: ResponseOf<typeof memberInfo>;
  try {
    const answer = await client.call(freePlay, { platform: WEB_PLATFORM, ...(os ? { os } : {}) });
    saveToken(answer.token);
    try {
      member = await client.call(memberInfo);
    } catch (error) {
      forgetSession();
      throw error;
    }
  } catch (error) {
    const { errorCode, message } = failureOf(error);
    return { status: 'failed', errorCode, message };
  }
  markLoggedIn(member);
  void refreshBalance();
  closeModal('login');
  const session = $session.get();
  emit('login', { account: member.account, isAgent: session.isAgent, isTrial: session.isTrial });
  return { status: 'ok', account: member.account };
}
