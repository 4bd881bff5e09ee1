export type { LobbyKitElementProps, LobbyKitIntrinsicElements } from './jsx-elements';
export { LobbyKitWidget, type LobbyKitWidgetProps } from './lobbykit-widget';
export { useLobbyKit } from './use-lobbykit';
