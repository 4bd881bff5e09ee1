// @lobbykit/sdk/chat-room: the chat room's behaviour (R2.37, R2.103, R7.52, R7.53). A separate entry
// so the runtime and the lobby never carry it, and the chat room's chunk carries nothing else.

export {
  CHAT_HISTORY_MAX,
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_SECONDS,
  CHAT_TEXT_MAX,
  type ChatMessage,
  type ChatRoom,
} from '@lobbykit/api-client/chat';
export {
  CHAT_KEPT_MAX,
  CHAT_ROOM_MODAL,
  type ChatRoomState,
  type ChatRoomStatus,
  type ChatSendOutcome,
  type JoinOptions,
  joinChatRoom,
  type LiveChatRoom,
  loadChatRooms,
  openChatRoom,
} from './actions/chat/chat-room';
