import { $session, openModal } from '@lobbykit/sdk';
import { useLobbyKit } from '@lobbykit/sdk/react';
import { useT } from '../use-t';

/** The lobby's front: a welcome hero; the game sections of the lobby compose in below it. */
export function HomePage() {
  const t = useT();
  const session = useLobbyKit($session);
  const name = session.member?.nickname || session.member?.account;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__glow" aria-hidden="true" />
      <p className="hero__eyebrow">{t('heroEyebrow')}</p>
      <h1 className="hero__title" id="hero-title">
        {session.isLogin && name ? t('welcomeBack', { name }) : t('heroTitle')}
      </h1>
      <p className="hero__text">{t('heroText')}</p>
      {!session.isLogin && (
        <div className="hero__actions">
          <button type="button" className="button button--primary" onClick={() => openModal('register')}>
            {t('joinNow')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => openModal('login')}>
            {t('haveAccount')}
          </button>
        </div>
      )}
    </section>
  );
}
