import { errorMessage, startup } from '@lobbykit/sdk';
import { useT } from '../use-t';

/** The platform could not be reached at startup: say so in the player's language and offer a retry. */
export function StartupErrorPage({ errorCode }: { errorCode: string }) {
  const t = useT();
  return (
    <main className="status-screen">
      <div className="status-screen__card" role="alert">
        <div className="status-screen__icon" aria-hidden="true">
          📡
        </div>
        <h1 className="status-screen__title">{errorMessage(errorCode)}</h1>
        <button type="button" className="button button--primary" onClick={() => void startup()}>
          {t('retry')}
        </button>
      </div>
    </main>
  );
}
