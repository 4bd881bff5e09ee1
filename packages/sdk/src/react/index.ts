export { LobbyKitWidget, type LobbyKitWidgetProps } from './lobbykit-widget';
export { useLobbyKit } from './use-lobbykit';
