import type { InferInput } from 'valibot';
import { defineWidget } from '../define-widget';
import { buttonCss } from '../ui/button';
import { ChatRoom, chatRoomProps } from './chat-room';
import { chatRoomCss } from './chat-room.css';

/** `<lk-chat-room>` / `LobbyKit.mount('chat-room', …)`: the chat room inline, on any page (R2.37), a lazy chunk. */
export const chatRoomWidget = defineWidget({
  name: 'chat-room',
  component: ChatRoom,
  styles: `${buttonCss}${chatRoomCss}`,
  props: chatRoomProps,
});
export default chatRoomWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    'chat-room': InferInput<typeof chatRoomProps>;
  }
}
