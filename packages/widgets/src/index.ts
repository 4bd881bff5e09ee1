/**
 * The ESM entry for React hosts: importing `@lobbykit/widgets` registers every widget with the
 * page's one sdk runtime. Mount them with the sdk (`<LobbyKitWidget name="login" />`, `mount`,
 * `<lk-login>`); nothing of preact is exported, so a host's React never meets it.
 */
import './register';

export type { AgentCenterProps } from './agent-center/agent-center';
export type { BannerCarouselProps } from './banner-carousel/banner-carousel';
export type { GameFrameProps } from './game-frame/game-frame';
export type { GameGridProps } from './game-grid/game-grid';
export type { GameNavProps } from './game-nav/game-nav';
export type { JackpotProps } from './jackpot/jackpot';
export type { LanguageSelectProps } from './language-select/language-select';
export type { RegionSelectProps } from './language-select/region-select';
export type { LoginProps } from './login/login';
export type { LotteryLobbyProps } from './lottery-lobby/lottery-lobby';
export type { MemberCenterProps } from './member-center/member-center';
export { type ModalView, registerModalView } from './modal-outlet/modal-views';
export type { PointMallProps } from './point-mall/point-mall';
export type { PromotionsProps } from './promotions/promotions';
export type { RegisterProps } from './register/register';
export type { VendorGamesProps } from './vendor-games/vendor-games';
export type { WalletHeaderProps } from './wallet-header/wallet-header';
export type { WinnersBoardProps } from './winners-board/winners-board';
