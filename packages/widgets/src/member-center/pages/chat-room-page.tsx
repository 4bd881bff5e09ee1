import { useId, useRef } from 'react';
import { ChatRoom } from '../../chat-room/chat-room';
import { chatRoomCss } from '../../chat-room/chat-room.css';
import { useOwnStyles } from '../../ui/use-own-styles';
import { useTranslate } from '../../ui/use-translate';
import type { MemberCenterPageProps } from '../page-props';

/** chatRoom (R2.103): the member area's chat room, its rooms and a live room, in this page's chunk. */
export default function ChatRoomPage({ params }: MemberCenterPageProps) {
  const t = useTranslate();
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  useOwnStyles(ref, chatRoomCss);
  const roomId = Number(params.room);
  return (
    <section ref={ref} className="lk-chat-page" aria-labelledby={headingId}>
      <h2 className="lk-chat-page__title" id={headingId}>
        {t('memberCenter.nav.chatRoom')}
      </h2>
      <ChatRoom roomId={Number.isInteger(roomId) && roomId > 0 ? roomId : undefined} />
    </section>
  );
}
