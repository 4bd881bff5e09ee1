import { errorMessage, failureMessage, formatDate } from '@lobbykit/sdk';
import {
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_SECONDS,
  CHAT_TEXT_MAX,
  type ChatMessage,
  type ChatRoom,
  joinChatRoom,
  type LiveChatRoom,
} from '@lobbykit/sdk/chat-room';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';

interface RoomPanelProps {
  roomId: number;
  /** The room as the list showed it, so its name is there before the room opens. */
  known?: ChatRoom | undefined;
  onBack: () => void;
}

/**
 * One room, live (R2.37, R7.53): its history and every new message as it is posted, the sender and
 * time of each, and a labelled input that sends on Enter. Text is only ever rendered as text.
 * The sdk reconnects after a drop; this shows that it does.
 */
export function RoomPanel({ roomId, known, onBack }: RoomPanelProps) {
  const [attempt, setAttempt] = useState(0);
  const [live, setLive] = useState<LiveChatRoom | null>(null);
  useEffect(() => {
    const joined = joinChatRoom(roomId);
    setLive(joined);
    return () => joined.leave();
  }, [roomId, attempt]);
  if (!live) return null;
  return <LiveRoom live={live} known={known} onBack={onBack} onRetry={() => setAttempt((n) => n + 1)} />;
}

function LiveRoom({
  live,
  known,
  onBack,
  onRetry,
}: {
  live: LiveChatRoom;
  known: ChatRoom | undefined;
  onBack: () => void;
  onRetry: () => void;
}) {
  const t = useTranslate();
  const id = useId();
  const state = useStore(live.$state);
  const room = state.room ?? known;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const lastId = state.messages.at(-1)?.id;

  // The newest message stays in view as messages arrive.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && lastId !== undefined) log.scrollTop = log.scrollHeight;
  }, [lastId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const outcome = await live.send(text);
      if (outcome.status === 'sent') {
        setText('');
        setProblem(null);
      } else if (outcome.status === 'invalid') {
        setProblem(
          outcome.problem === 'empty'
            ? t('chatRoom.empty_text')
            : t('chatRoom.too_long', { max: CHAT_TEXT_MAX }),
        );
      } else {
        setProblem(t('chatRoom.throttled', { seconds: outcome.retryAfter }));
      }
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setSending(false);
    }
  }

  const status =
    state.status === 'live'
      ? t('chatRoom.live')
      : state.status === 'reconnecting'
        ? t('chatRoom.reconnecting')
        : state.status === 'connecting'
          ? t('chatRoom.connecting')
          : '';
  const length = text.trim().length;

  return (
    <section className="lk-chat__room-panel" aria-labelledby={`${id}-name`}>
      <header className="lk-chat__room-head">
        <Button variant="ghost" onClick={onBack}>
          <span aria-hidden="true">‹ </span>
          {t('chatRoom.back')}
        </Button>
        <div className="lk-chat__room-title">
          <h3 id={`${id}-name`}>{room?.name ?? '\u00a0'}</h3>
          {room ? <p>{room.topic}</p> : null}
        </div>
        <span className={`lk-chat__status lk-chat__status--${state.status}`} role="status">
          {status}
        </span>
      </header>
      {state.status === 'failed' ? (
        <div className="lk-chat__failed" role="alert">
          <p>{errorMessage(state.failure ?? 'unknown')}</p>
          <Button variant="ghost" onClick={onRetry}>
            {t('chatRoom.retry')}
          </Button>
        </div>
      ) : (
        <>
          <div
            ref={logRef}
            className="lk-chat__log"
            role="log"
            aria-live="polite"
            aria-label={t('chatRoom.history', { name: room?.name ?? '' })}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard (axe scrollable-region-focusable)
            tabIndex={0}
          >
            {state.messages.length === 0 && state.status !== 'connecting' ? (
              <p className="lk-chat__empty">{t('chatRoom.empty')}</p>
            ) : (
              <ol className="lk-chat__messages">
                {state.messages.map((message) => (
                  <MessageItem key={message.id} message={message} />
                ))}
              </ol>
            )}
          </div>
          <form className="lk-chat__composer" noValidate onSubmit={(event) => void submit(event)}>
            <Field id={`${id}-text`} label={t('chatRoom.message')} errors={problem}>
              {(control) => (
                <input
                  {...control}
                  aria-describedby={[control['aria-describedby'], `${id}-rules`].filter(Boolean).join(' ')}
                  className="lk-input"
                  name="message"
                  autoComplete="off"
                  enterKeyHint="send"
                  placeholder={t('chatRoom.placeholder')}
                  value={text}
                  onInput={(event) => {
                    setText((event.currentTarget as HTMLInputElement).value);
                    setProblem(null);
                  }}
                />
              )}
            </Field>
            <div className="lk-chat__composer-foot">
              <span id={`${id}-rules`}>
                {t('chatRoom.rules', { limit: CHAT_RATE_LIMIT, seconds: CHAT_RATE_WINDOW_SECONDS })}
              </span>
              <span
                className={length > CHAT_TEXT_MAX ? 'lk-chat__count lk-chat__count--over' : 'lk-chat__count'}
              >
                {t('chatRoom.count', { count: length, max: CHAT_TEXT_MAX })}
              </span>
              <Button type="submit" loading={sending} disabled={state.status === 'connecting'}>
                {t('chatRoom.send')}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}

function MessageItem({ message }: { message: ChatMessage }) {
  const t = useTranslate();
  const stamp = formatDate(message.createdAt, { time: true });
  return (
    <li className={message.mine ? 'lk-chat__message lk-chat__message--mine' : 'lk-chat__message'}>
      <span className="lk-chat__meta">
        <span className="lk-chat__sender">{message.mine ? t('chatRoom.you') : message.sender}</span>
        <time dateTime={message.createdAt} title={stamp}>
          {stamp.slice(11, 16)}
        </time>
      </span>
      {/* Text, never HTML: markup and scripts a player typed show as the characters they are. */}
      <span className="lk-chat__text">{message.text}</span>
    </li>
  );
}
