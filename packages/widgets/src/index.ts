/**
 * The ESM entry for React hosts: importing `@lobbykit/widgets` registers every widget with the
 * page's one sdk runtime. Mount them with the sdk (`<LobbyKitWidget name="login" />`, `mount`,
 * `<lk-login>`); nothing of preact is exported, so a host's React never meets it.
 */
import './register';

export type { AgentCenterProps } from './agent-center/agent-center';
// Each widget's `WidgetPropsMap` entry (declared in its own *-widget.ts) for the host's types: the
// declarations follow these lines; the code does not (package.json: those files have no side
// effects, so the bundler drops an import of nothing).
export {} from './agent-center/agent-center-widget';
export type { BannerCarouselProps } from './banner-carousel/banner-carousel';
export {} from './banner-carousel/banner-carousel-widget';
export {} from './chat-room/chat-room-widget';
export {} from './content-pages/pages-widget';
export {} from './customer-service-button/cs-button-widget';
export type { GameFrameProps } from './game-frame/game-frame';
export type { GameGridProps } from './game-grid/game-grid';
export {} from './game-grid/game-grid-widget';
export type { GameNavProps } from './game-nav/game-nav';
export {} from './game-nav/game-nav-widget';
export type { JackpotProps } from './jackpot/jackpot';
export {} from './jackpot/jackpot-widget';
export type { LanguageSelectProps } from './language-select/language-select';
export {} from './language-select/language-select-widget';
export type { RegionSelectProps } from './language-select/region-select';
export type { LoginProps } from './login/login';
export {} from './login/login-widget';
export type { LotteryLobbyProps } from './lottery-lobby/lottery-lobby';
export {} from './lottery-lobby/lottery-lobby-widget';
export {} from './marquee/marquee-widget';
export type { MemberCenterProps } from './member-center/member-center';
export {} from './member-center/member-center-widget';
export { type ModalView, registerModalView } from './modal-outlet/modal-views';
export type { PointMallProps } from './point-mall/point-mall';
export {} from './point-mall/point-mall-widget';
export type { PromotionsProps } from './promotions/promotions';
export {} from './promotions/promotions-widget';
export type { RegisterProps } from './register/register';
export {} from './register/register-widget';
export {} from './side-menu/side-menu-widget';
export {} from './site-footer/site-footer-widget';
export type { VendorGamesProps } from './vendor-games/vendor-games';
export type { WalletHeaderProps } from './wallet-header/wallet-header';
export {} from './wallet-header/wallet-header-widget';
export type { WinnersBoardProps } from './winners-board/winners-board';
export {} from './winners-board/winners-board-widget';
