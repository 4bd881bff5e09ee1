import { $session, logout } from '@lobbykit/sdk';
import { useLobbyKit } from '@lobbykit/sdk/react';
import { useEffect, useState } from 'react';
import { useT } from '../use-t';

function gmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * Where agents land after login (R4.10): the agent center's header (GMT offset, a clock that
 * ticks every second, nickname or account, sign-out) without the player site's chrome (R2.08).
 */
export function AgentHomePage() {
  const t = useT();
  const { member } = useLobbyKit($session);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);

  return (
    <div className="agent">
      <header className="agent__header">
        <span className="agent__title">{t('agentCenter')}</span>
        <span className="agent__clock">
          <span>{gmtOffset(now)}</span> <time dateTime={now.toISOString()}>{now.toLocaleTimeString()}</time>
        </span>
        <span className="agent__name">{member?.nickname || member?.account}</span>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void logout({ confirm: false })}
        >
          {t('signOut')}
        </button>
      </header>
      <main className="page page--narrow">
        <h1>{t('agentWelcome', { name: member?.nickname || member?.account || '' })}</h1>
        <p>{t('supportHours')}</p>
      </main>
    </div>
  );
}
