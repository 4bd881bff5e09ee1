import { $session, $wallet, type LoginDetail, on } from '@lobbykit/sdk/host';
import { LobbyKitWidget, useLobbyKit } from '@lobbykit/sdk/react';
import { useEffect, useState } from 'react';

/** The partner's own words for who is signed in, from the sdk's read-only stores. */
function Greeting() {
  const session = useLobbyKit($session);
  const wallet = useLobbyKit($wallet);
  if (!session.isLogin) return <p>Sign in with your player account to pick up where you left off.</p>;
  const name = session.nickname || session.account;
  return (
    <p data-testid="partner-greeting">
      Welcome back, {name}.
      {wallet.balance !== null && !wallet.hidden ? ' Your balance is in the header above.' : ''}
    </p>
  );
}

/**
 * The page: the wallet header through the React adapter (`<LobbyKitWidget>`), the login form as a
 * typed `<lk-login>` element, and a `lobbykit:login` listener typed by `LobbyKitEvents`.
 */
export function App() {
  const session = useLobbyKit($session);
  const [lastLogin, setLastLogin] = useState<LoginDetail | null>(null);
  useEffect(() => on('login', (detail) => setLastLogin(detail)), []);

  return (
    <>
      <header className="partner-header">
        <strong>Spin Journal</strong>
        <LobbyKitWidget name="wallet-header" className="partner-header__wallet" />
      </header>
      <main>
        <article>
          <h1>Slots we played this week</h1>
          <p>
            Three new jackpot slots with generous free-spin rounds, and a video poker table that pays out
            fast. Our reviewers play every release so you don't have to.
          </p>
          <Greeting />
          {lastLogin && (
            <p className="partner-note" role="status">
              Signed in as {lastLogin.account}
              {lastLogin.isTrial ? ' (trial account)' : ''}.
            </p>
          )}
        </article>
        {/* Signed in, the page has no use for the form: the header shows the account. */}
        {session.isLogin ? null : (
          <aside className="partner-aside" aria-label="Player login">
            <lk-login variant="inline" />
          </aside>
        )}
      </main>
      <footer>Spin Journal is an independent affiliate. 18+ only. Play responsibly.</footer>
    </>
  );
}
