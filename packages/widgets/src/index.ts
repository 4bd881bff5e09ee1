/**
 * The ESM entry for React hosts: importing `@lobbykit/widgets` registers every widget with the
 * page's one sdk runtime. Mount them with the sdk (`<LobbyKitWidget name="login" />`, `mount`,
 * `<lk-login>`); nothing of preact is exported, so a host's React never meets it.
 */
import { holdBengaliForItsFont } from './bengali-font';
import { registerWidgetLoaders } from './widget-loaders';

// The host declares the Bengali faces (as the player site's CSS does); BN text waits for them.
holdBengaliForItsFont();

registerWidgetLoaders({
  widget: () => import('./login/login-widget').then((module) => module.loginWidget),
  modalView: () => import('./login/login-modal-view').then((module) => module.loginModalView),
});

export type { AgentCenterProps } from './agent-center/agent-center';
// Each widget's `WidgetPropsMap` entry (declared in its own *-widget.ts) for the host's types. Type-only:
// a plain `export {} from` is still an import, and the built index.js imported every widget's code
// (the player site's first screen grew from 74 to 129 KB of gzip).
export type {} from './agent-center/agent-center-widget';
export type { BannerCarouselProps } from './banner-carousel/banner-carousel';
export type {} from './banner-carousel/banner-carousel-widget';
export type {} from './chat-room/chat-room-widget';
export type {} from './content-pages/pages-widget';
export type {} from './customer-service-button/cs-button-widget';
export type { GameFrameProps } from './game-frame/game-frame';
export type { GameGridProps } from './game-grid/game-grid';
export type {} from './game-grid/game-grid-widget';
export type { GameNavProps } from './game-nav/game-nav';
export type {} from './game-nav/game-nav-widget';
export type { JackpotProps } from './jackpot/jackpot';
export type {} from './jackpot/jackpot-widget';
export type { LanguageSelectProps } from './language-select/language-select';
export type {} from './language-select/language-select-widget';
export type { RegionSelectProps } from './language-select/region-select';
export type { LoginProps } from './login/login';
export type {} from './login/login-widget';
export type { LotteryLobbyProps } from './lottery-lobby/lottery-lobby';
export type {} from './lottery-lobby/lottery-lobby-widget';
export type {} from './marquee/marquee-widget';
export type { MemberCenterProps } from './member-center/member-center';
export type {} from './member-center/member-center-widget';
export { type ModalView, registerModalView } from './modal-outlet/modal-views';
export type { PointMallProps } from './point-mall/point-mall';
export type {} from './point-mall/point-mall-widget';
export type { PromotionsProps } from './promotions/promotions';
export type {} from './promotions/promotions-widget';
export type { RegisterProps } from './register/register';
export type {} from './register/register-widget';
export type {} from './side-menu/side-menu-widget';
export type {} from './site-footer/site-footer-widget';
export type { VendorGamesProps } from './vendor-games/vendor-games';
export type { WalletHeaderProps } from './wallet-header/wallet-header';
export type {} from './wallet-header/wallet-header-widget';
export type { WinnersBoardProps } from './winners-board/winners-board';
export type {} from './winners-board/winners-board-widget';
