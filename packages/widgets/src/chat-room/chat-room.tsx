import { $session, errorMessage, openModal } from '@lobbykit/sdk';
import type { ChatRoom as Room } from '@lobbykit/sdk/chat-room';
import { type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { Button } from '../ui/button';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import './messages/chat-room-messages';
import { RoomList } from './room-list';
import { RoomPanel } from './room-panel';

export const chatRoomProps = v.object({
  /** Opens straight in this room; without it the room list shows first. */
  roomId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type ChatRoomProps = v.InferOutput<typeof chatRoomProps>;

/**
 * The chat room (R2.37, R2.103): the merchant's rooms (R7.52), then a live room (R7.53). Anyone sees
 * the list; a guest entering a room is asked to log in, a trial player is told to register (R5.40).
 */
export function ChatRoom({ roomId }: ChatRoomProps) {
  const t = useTranslate();
  const session = useStore($session);
  const [chosen, setChosen] = useState<{ id: number; room?: Room } | null>(roomId ? { id: roomId } : null);

  let body: ReactNode;
  if (!chosen) {
    body = <RoomList onEnter={(room) => setChosen({ id: room.id, room })} />;
  } else if (!session.isLogin || session.isTrial) {
    body = (
      <div className="lk-chat__guest">
        <p role="status">
          {session.isLogin ? errorMessage('in_need_true_account') : t('chatRoom.signInNeeded')}
        </p>
        <div className="lk-chat__guest-buttons">
          <Button variant="ghost" onClick={() => setChosen(null)}>
            {t('chatRoom.back')}
          </Button>
          {session.isLogin ? null : (
            <Button onClick={() => openModal('login')}>{t('chatRoom.signIn')}</Button>
          )}
        </div>
      </div>
    );
  } else {
    // Keyed by the session too: logging in as someone else opens the room anew as them.
    body = (
      <RoomPanel
        key={`${chosen.id}:${session.token ?? ''}`}
        roomId={chosen.id}
        known={chosen.room}
        onBack={() => setChosen(null)}
      />
    );
  }
  return <div className="lk-chat">{body}</div>;
}
