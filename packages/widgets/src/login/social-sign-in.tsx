import {
  $socialProviders,
  $socialSignIn,
  loadSocialProviders,
  resumeSocialSignIn,
  type SocialProvider,
  startSocialSignIn,
} from '@lobbykit/sdk/accounts';
import { useEffect, useRef } from 'react';
import { withTokenDefaults } from '../theme/tokens';
import { useOwnStyles } from '../ui/use-own-styles';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { socialSignInCss } from './social-sign-in.css';

const sheet = withTokenDefaults(socialSignInCss);

const NAMES = { google: 'login.google', facebook: 'login.facebook' } as const;
const ACTIONS = { google: 'login.withGoogle', facebook: 'login.withFacebook' } as const;
const MARKS = { google: 'G', facebook: 'f' } as const;

/**
 * R4.14, R4.15: the Google and Facebook buttons under the login form, for the providers the
 * platform offers (none offered, nothing shown), and how a sign-in that came back ended. The
 * provider sends the player back to a page with this login (the site's /login, or the partner
 * page that holds it), so this is where the sign-in is finished.
 */
export function SocialSignIn() {
  const t = useTranslate();
  const root = useRef<HTMLDivElement>(null);
  useOwnStyles(root, sheet);
  const providers = useStore($socialProviders);
  const state = useStore($socialSignIn);

  useEffect(() => {
    void loadSocialProviders();
    // The player may be coming back from the provider to this very login: finish that sign-in
    // (once: it forgets the pending sign-in before it asks anything).
    void resumeSocialSignIn();
  }, []);

  const busy = state.phase === 'leaving' || state.phase === 'returning';
  const status =
    state.phase === 'leaving'
      ? t('login.socialLeaving', { provider: t(NAMES[state.provider]) })
      : state.phase === 'returning'
        ? t('login.socialReturning')
        : '';

  return (
    <div className="lk-social" ref={root} hidden={providers.length === 0 && state.phase === 'idle'}>
      {state.phase === 'failed' ? (
        <p className="lk-login__alert-text" role="alert">
          {state.message}
        </p>
      ) : null}
      {providers.length > 0 ? (
        <fieldset className="lk-social__group">
          <legend className="lk-social__title">{t('login.socialTitle')}</legend>
          <div className="lk-social__buttons">
            {providers.map((provider: SocialProvider) => (
              <button
                key={provider}
                type="button"
                className="lk-social__button"
                aria-label={t(ACTIONS[provider])}
                disabled={busy}
                onClick={() => void startSocialSignIn(provider)}
              >
                <span className={`lk-social__mark lk-social__mark--${provider}`} aria-hidden="true">
                  {MARKS[provider]}
                </span>
                {t(NAMES[provider])}
              </button>
            ))}
          </div>
          <p className="lk-social__note">{t('login.socialNote')}</p>
        </fieldset>
      ) : null}
      <p className="lk-social__status" role="status">
        {status}
      </p>
    </div>
  );
}
