import { closeModal } from '@lobbykit/sdk';
import { CHAT_ROOM_MODAL } from '@lobbykit/sdk/chat-room';
import type { ModalView } from '../modal-outlet/modal-views';
import { widgetCss } from '../theme/widget-css';
import { buttonCss } from '../ui/button';
import { Modal } from '../ui/modal';
import { useTranslate } from '../ui/use-translate';
import { ChatRoom } from './chat-room';
import { chatRoomCss } from './chat-room.css';

/** The chat room modal (R2.37): `openChatRoom()` from the member area, on its room list or in a room. */
function ChatRoomModal({ roomId }: { roomId?: number }) {
  const t = useTranslate();
  return (
    <Modal open title={t('chatRoom.title')} onClose={() => closeModal(CHAT_ROOM_MODAL)} minWidth={320}>
      <ChatRoom roomId={typeof roomId === 'number' ? roomId : undefined} />
    </Modal>
  );
}

export const chatRoomView: ModalView = {
  component: ChatRoomModal as ModalView['component'],
  styles: widgetCss(buttonCss, chatRoomCss),
};
export default chatRoomView;
