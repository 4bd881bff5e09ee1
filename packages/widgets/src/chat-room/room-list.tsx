import { failureMessage } from '@lobbykit/sdk';
import { type ChatRoom, loadChatRooms } from '@lobbykit/sdk/chat-room';
import { useCallback, useEffect, useState } from 'react';
import { ErrorState } from '../ui/error-state';
import { Skeleton } from '../ui/skeleton';
import { useTranslate } from '../ui/use-translate';

type ListState =
  | { status: 'loading' }
  | { status: 'ready'; rooms: ChatRoom[] }
  | { status: 'failed'; message: string };

/** R7.52: the merchant's rooms, each a button that enters it; loading, empty and failure states. */
export function RoomList({ onEnter }: { onEnter: (room: ChatRoom) => void }) {
  const t = useTranslate();
  const [state, setState] = useState<ListState>({ status: 'loading' });

  const load = useCallback(() => {
    setState({ status: 'loading' });
    loadChatRooms().then(
      (rooms) => setState({ status: 'ready', rooms }),
      (error: unknown) => setState({ status: 'failed', message: failureMessage(error) }),
    );
  }, []);
  useEffect(load, [load]);

  if (state.status === 'failed') return <ErrorState message={state.message} onRetry={load} />;
  return (
    <section className="lk-chat__rooms" aria-busy={state.status === 'loading'}>
      <p className="lk-chat__intro">{t('chatRoom.roomsIntro')}</p>
      {state.status === 'loading' ? (
        <ul className="lk-chat__room-list" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className="lk-chat__room lk-chat__room--skeleton">
              <Skeleton width="40%" height="16px" />
              <Skeleton width="80%" height="12px" />
            </li>
          ))}
        </ul>
      ) : state.rooms.length === 0 ? (
        <p className="lk-chat__empty">{t('chatRoom.noRooms')}</p>
      ) : (
        <ul className="lk-chat__room-list" aria-label={t('chatRoom.rooms')}>
          {state.rooms.map((room) => (
            <li key={room.id}>
              <button
                type="button"
                className="lk-chat__room"
                lang={room.language === 'BN' ? 'bn' : room.language === 'TY' ? 'fil' : 'en'}
                aria-label={t('chatRoom.enter', { name: room.name })}
                onClick={() => onEnter(room)}
              >
                <span className="lk-chat__room-name">{room.name}</span>
                <span className="lk-chat__room-topic">{room.topic}</span>
                <span className="lk-chat__room-language">{languageName(t, room.language)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function languageName(t: ReturnType<typeof useTranslate>, code: string): string {
  return code === 'EN' || code === 'TY' || code === 'BN' ? t(`chatRoom.language_${code}`) : code;
}
