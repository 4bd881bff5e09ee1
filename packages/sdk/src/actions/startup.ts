import { ErrorCode } from '@lobbykit/api-client';
import { memberInfo, permission, systemStatus } from '@lobbykit/api-client/first-paint';
import { getClient } from '../client/configure';
import { $config, setCurrency } from '../stores/config';
import { $session, forgetSession, markLoggedIn } from '../stores/session';
import { $startup, type StartupState } from '../stores/startup';
import { refreshBalance } from './balance';
import { failureOf } from './failure';

const unknownLocation = { ip: '', countryCode: '' };

/** The startup under way or done, if one ran on this page. */
let running: Promise<StartupState> | null = null;

/**
 * Settles once the page's startup has answered (at once when none ran, as on a page that sets up
 * the stores itself): what reads that depend on the merchant's modules, or on the page being
 * allowed at all (R8.18), wait for.
 */
export function afterStartup(): Promise<void> {
  return running ? running.then(noop, noop) : Promise.resolve();
}

function noop(): void {}

/**
 * Startup (spec section 2): system status and permission in parallel, then which screen to show.
 * A token left in sessionStorage by a reload is checked by loading member info; a 401 forgets it.
 */
export function startup(): Promise<StartupState> {
  running = start();
  return running;
}

/**
 * Startup once `when` has settled (the loader's init: after the first paint), already awaited by
 * `afterStartup()` from now on: a register form mounted before then asks for nothing until the
 * page is known to be allowed (R8.18, issue 15 item 5).
 */
export function startupAfter(when: Promise<unknown>): Promise<StartupState> {
  running = when.then(start);
  return running;
}

async function start(): Promise<StartupState> {
  $startup.set({ phase: 'loading' });
  const client = getClient();
  const [status, access] = await Promise.allSettled([
    client.call(systemStatus),
    client.call(permission),
    restoreSession(),
  ]);

  const granted = access.status === 'fulfilled' ? access.value : null;
  if (granted) setCurrency(granted.merchant.currency);

  let state: StartupState;
  if (status.status === 'fulfilled') {
    const { status: code, title, info, location } = status.value;
    state =
      granted || code !== 0
        ? { phase: 'ready', status: code, title, info, location, permission: granted }
        : failed(access.status === 'rejected' ? access.reason : null);
  } else if (failureOf(status.reason).errorCode === ErrorCode.maintenance) {
    // A server in maintenance may refuse even the status call with 503: that is status 1 all the same.
    state = {
      phase: 'ready',
      status: 1,
      title: '',
      info: '',
      location: granted?.location ?? unknownLocation,
      permission: granted,
    };
  } else if (failureOf(status.reason).errorCode === ErrorCode.regionBlocked) {
    state = {
      phase: 'ready',
      status: 2,
      title: '',
      info: '',
      location: granted?.location ?? unknownLocation,
      permission: granted,
    };
  } else {
    state = failed(status.reason);
  }
  $startup.set(state);
  return state;
}

function failed(reason: unknown): StartupState {
  const { errorCode, message } = failureOf(reason);
  // R8.18: the partner reading the console learns what to register, the player reads the message.
  if (errorCode === ErrorCode.invalidDomain)
    console.error(
      `LobbyKit: ${globalThis.location?.origin} is not a registered domain of merchant "${$config.get().merchantCode}": ask the platform to add it to the merchant's domain routes`,
    );
  return { phase: 'error', errorCode, message };
}

/** Confirms a remembered token. Only a 401 forgets it: a network fault leaves it for the next try. */
export async function restoreSession(): Promise<boolean> {
  if (!$session.get().token) return false;
  try {
    markLoggedIn(await getClient().call(memberInfo));
    void refreshBalance();
    return true;
  } catch (error) {
    if (failureOf(error).httpStatus === 401) forgetSession();
    return false;
  }
}
