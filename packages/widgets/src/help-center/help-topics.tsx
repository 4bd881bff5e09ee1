import { $config } from '@lobbykit/sdk';
import { helpTopicFor, helpTopicKeyOf, loadHelpCenter, type TopicSection } from '@lobbykit/sdk/help-center';
import { useCallback, useEffect, useState } from 'react';
import { SanitizedHtml } from '../announcements/sanitized-html';
import { ErrorState } from '../ui/error-state';
import { Skeleton } from '../ui/skeleton';
import { useLoadable } from '../ui/use-loadable';
import { useStore } from '../ui/use-store';

/** What the list says around the operator's topics: its name, and its loading, failed and empty states. */
export interface TopicWords {
  topics: string;
  loading: string;
  error: string;
  empty: string;
}

export interface HelpTopicsProps {
  section: TopicSection;
  /** The topic to open on; without one, the page's #hash on `route`, else the first topic. */
  topic?: string | undefined;
  /** The path whose #hash names the topic (/help, /blog, /guides); elsewhere the hash is the page's. */
  route: RegExp;
  words: TopicWords;
  /** The topic title's level under the surrounding heading. */
  heading: 'h2' | 'h3';
}

/**
 * The operator's topics of one section (the help center R2.04, the blog and the app install guides
 * R2.103) in the player's language: a list beside the selected topic's HTML, sanitised. On its route
 * the hash picks the topic (/help#term) and choosing another updates it, without a history entry each.
 */
export function HelpTopics({ section, topic, route, words, heading: Heading }: HelpTopicsProps) {
  const { language, merchantCode } = useStore($config);
  const onRoute = useCallback(
    () => typeof location !== 'undefined' && route.test(location.pathname),
    [route],
  );
  const hashTopic = useCallback(() => (onRoute() ? helpTopicKeyOf(location.hash) : ''), [onRoute]);
  // A language or merchant switch asks again, in the new words.
  const [load, store] = useLoadable(() => loadHelpCenter(section), `${section}|${language}|${merchantCode}`);
  const [wanted, setWanted] = useState(() => topic ?? hashTopic());
  // A host that routes the hash itself hands the next topic over as the prop.
  useEffect(() => {
    if (topic) setWanted(topic);
  }, [topic]);

  // Back, Forward or a typed hash on the route move the selection too.
  useEffect(() => {
    const follow = () => {
      if (onRoute()) setWanted(hashTopic());
    };
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, [onRoute, hashTopic]);

  const topics = load.status === 'ready' ? load.data.topics : [];
  const selected = helpTopicFor(topics, wanted);

  function choose(key: string) {
    setWanted(key);
    if (onRoute()) {
      const { pathname, search } = location;
      history.replaceState(history.state, '', `${pathname}${search}#${encodeURIComponent(key)}`);
    }
  }

  if (load.status === 'loading') {
    return (
      <div className="lk-help__layout" role="status" aria-busy="true" aria-label={words.loading}>
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
    );
  }
  if (load.status === 'failed')
    return <ErrorState message={`${words.error} ${load.failure.message}`} onRetry={store.retry} />;
  if (!selected) return <p className="lk-help__empty">{words.empty}</p>;
  const headingId = `lk-${section}-${selected.key}`;
  return (
    <div className="lk-help__layout">
      <nav className="lk-help__nav" aria-label={words.topics}>
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
      <article className="lk-help__topic" aria-labelledby={headingId}>
        <Heading className="lk-help__heading" id={headingId}>
          {selected.title}
        </Heading>
        <SanitizedHtml className="lk-help__content" html={selected.content} />
      </article>
    </div>
  );
}
