import type { InferInput } from 'valibot';
import { defineWidget } from '../define-widget';
import { LotteryLobby, lotteryLobbyProps } from './lottery-lobby';
import { lotteryLobbyCss } from './lottery-lobby.css';

export const lotteryLobbyWidget = defineWidget({
  name: 'lottery-lobby',
  component: LotteryLobby,
  styles: lotteryLobbyCss,
  props: lotteryLobbyProps,
});
export default lotteryLobbyWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    'lottery-lobby': InferInput<typeof lotteryLobbyProps>;
  }
}
