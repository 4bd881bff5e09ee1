import { refreshBalance } from '@lobbykit/sdk';
import { closeGame, playInWindow } from '@lobbykit/sdk/lobby';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import '../game-card/messages/games-messages';
import { withTokenDefaults } from '../theme/tokens';
import { deepActiveElement, trapTab } from '../ui/focus';
import { Spinner } from '../ui/spinner';
import { useOverlayContainer } from '../ui/use-overlay-container';
import { useTranslate } from '../ui/use-translate';
import { frameMessage } from './frame-message';
import { gameFrameCss } from './game-frame.css';

const frameSheet = withTokenDefaults(gameFrameCss);

export interface GameFrameProps {
  /** The launch URL the server answered (R7.40). */
  url?: string;
  /** The game's name: the frame's title and the iframe's accessible name. */
  title?: string;
  nodeId?: number;
  /** The game's vendor: FB Sports relaunches through its own path (R7.41). */
  vassalage?: string;
}

/**
 * The in-app game frame: the launched game full screen over the lobby, with a Back control that
 * always shows. Back, Escape on the bar, or the demo game's own `lobbykit:close-game` message (from
 * the launch URL's origin only) close it through the sdk, which reloads the balance the game moved.
 */
export function GameFrame({ url = '', title = '', nodeId, vassalage }: GameFrameProps) {
  const t = useTranslate();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const [loading, setLoading] = useState(true);
  const container = useOverlayContainer(true, frameSheet);

  useEffect(() => {
    const opener = deepActiveElement();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (container) back.current?.focus();
  }, [container]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = frameMessage(event, url);
      if (message?.type === 'close') void closeGame();
      else if (message?.type === 'balance') void refreshBalance();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);

  if (!container) return null;
  return createPortal(
    <div
      ref={dialog}
      className="lk-frame"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          void closeGame();
        } else if (dialog.current) trapTab(event, dialog.current);
      }}
    >
      <div className="lk-frame__bar">
        <button ref={back} type="button" className="lk-frame__back" onClick={() => void closeGame()}>
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
          <span>{t('games.back')}</span>
        </button>
        <h2 id={titleId} className="lk-frame__title">
          {title}
        </h2>
        {nodeId !== undefined ? (
          // The game in a window of its own: a blocked window (R8.14) or one closed too soon (R8.13) is told.
          <button
            type="button"
            className="lk-frame__window"
            aria-label={t('games.openWindow')}
            title={t('games.openWindow')}
            onClick={() => void playInWindow({ nodeId, vassalage })}
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
            </svg>
          </button>
        ) : null}
      </div>
      <div className="lk-frame__stage">
        {url ? (
          <iframe
            className="lk-frame__game"
            src={url}
            title={title}
            allow="autoplay; fullscreen"
            referrerPolicy="no-referrer"
            onLoad={() => setLoading(false)}
          />
        ) : null}
        {loading ? (
          <div className="lk-frame__loading">
            <Spinner large label={t('games.frameLoading')} />
          </div>
        ) : null}
      </div>
    </div>,
    container,
  );
}
