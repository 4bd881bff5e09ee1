import { $config, closeModal, failureMessage } from '@lobbykit/sdk';
import {
  HELP_MODAL,
  type HelpCenter as HelpCenterAnswer,
  helpTopicFor,
  helpTopicKeyOf,
  loadHelpCenter,
} from '@lobbykit/sdk/help-center';
import { useCallback, useEffect, useState } from 'react';
import { SanitizedHtml } from '../announcements/sanitized-html';
import { ErrorState } from '../ui/error-state';
import { Modal } from '../ui/modal';
import { Skeleton } from '../ui/skeleton';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import './messages/help-messages';

export interface HelpCenterProps {
  /** The topic to open on (`term`); without one, the page's #hash on /help, else the first topic. */
  topic?: string | undefined;
}

type Load =
  | { status: 'loading' }
  | { status: 'ready'; center: HelpCenterAnswer }
  | { status: 'error'; message: string };

/** On the player site's /help route the hash names the topic (R2.05); elsewhere it belongs to the page. */
const onHelpRoute = () => typeof location !== 'undefined' && /^\/help\/?$/i.test(location.pathname);
const hashTopic = () => (onHelpRoute() ? helpTopicKeyOf(location.hash) : '');

/**
 * The help center (R2.04): the operator's topics (terms, privacy, responsible gaming, FAQ ...) in the
 * player's language, a list beside the selected topic's HTML, sanitised. On /help the hash picks the
 * topic (/help#term shows the terms) and choosing another updates it, without a history entry each.
 */
export function HelpCenter({ topic }: HelpCenterProps) {
  const t = useTranslate();
  const { language, merchantCode } = useStore($config);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [wanted, setWanted] = useState(() => topic ?? hashTopic());

  const fetchTopics = useCallback(() => {
    setLoad({ status: 'loading' });
    let current = true;
    loadHelpCenter().then(
      (center) => current && setLoad({ status: 'ready', center }),
      (error: unknown) =>
        current &&
        setLoad({
          status: 'error',
          message: `${t('help.error')} ${failureMessage(error)}`,
        }),
    );
    return () => {
      current = false;
    };
    // A language or merchant switch asks again, in the new words.
  }, [t, language, merchantCode]);
  useEffect(fetchTopics, [fetchTopics]);

  // Back, Forward or a typed hash on /help move the selection too.
  useEffect(() => {
    const follow = () => {
      if (onHelpRoute()) setWanted(hashTopic());
    };
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, []);

  const topics = load.status === 'ready' ? load.center.topics : [];
  const selected = helpTopicFor(topics, wanted);

  function choose(key: string) {
    setWanted(key);
    if (onHelpRoute()) {
      const { pathname, search } = location;
      history.replaceState(history.state, '', `${pathname}${search}#${encodeURIComponent(key)}`);
    }
  }

  return (
    <Modal open title={t('help.title')} onClose={() => closeModal(HELP_MODAL)} minWidth={280}>
      <div className="lk-help">
        {load.status === 'loading' ? (
          <div className="lk-help__layout" role="status" aria-busy="true" aria-label={t('help.loading')}>
            <div className="lk-help__nav">
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} height="40px" />
              ))}
            </div>
            <div className="lk-help__topic">
              <Skeleton width="50%" height="20px" />
              <Skeleton height="12px" />
              <Skeleton height="12px" />
              <Skeleton width="70%" height="12px" />
            </div>
          </div>
        ) : load.status === 'error' ? (
          <ErrorState message={load.message} onRetry={fetchTopics} />
        ) : !selected ? (
          <p className="lk-help__empty">{t('help.empty')}</p>
        ) : (
          <div className="lk-help__layout">
            <nav className="lk-help__nav" aria-label={t('help.topics')}>
              {topics.map((entry) => (
                <button
                  key={entry.key}
                  type="button"
                  className="lk-help__entry"
                  aria-current={entry.key === selected.key ? 'true' : undefined}
                  onClick={() => choose(entry.key)}
                >
                  {entry.title}
                </button>
              ))}
            </nav>
            <article className="lk-help__topic" aria-labelledby={`lk-help-${selected.key}`}>
              <h3 className="lk-help__heading" id={`lk-help-${selected.key}`}>
                {selected.title}
              </h3>
              <SanitizedHtml className="lk-help__content" html={selected.content} />
            </article>
          </div>
        )}
      </div>
    </Modal>
  );
}
