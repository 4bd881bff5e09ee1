/**
 * The ESM entry for React hosts: importing `@lobbykit/widgets` registers every widget with the
 * page's one sdk runtime. Mount them with the sdk (`<LobbyKitWidget name="login" />`, `mount`,
 * `<lk-login>`); nothing of preact is exported, so a host's React never meets it.
 */
import './register';

export type { LoginProps } from './login/login';
export { type ModalView, registerModalView } from './modal-outlet/modal-views';
export type { WalletHeaderProps } from './wallet-header/wallet-header';
