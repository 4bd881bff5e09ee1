import { $modal, registerWidget } from '@lobbykit/sdk';
import { agentCenterWidget } from './agent-center/agent-center-widget';
import { contractModalView } from './agent-contract/contract-view';
import { announcementsModalView } from './announcements/announcements-modal-view';
import { bannerCarouselWidget } from './banner-carousel/banner-carousel-widget';
import { installDialogs } from './dialogs/install-dialogs';
import { gameFrameView } from './game-frame/game-frame-view';
import { gameGridWidget } from './game-grid/game-grid-widget';
import { gameNavWidget } from './game-nav/game-nav-widget';
import { helpCenterView } from './help-center/help-center-view';
import { jackpotWidget } from './jackpot/jackpot-widget';
import { languageSelectWidget } from './language-select/language-select-widget';
import { regionSelectView } from './language-select/region-select-view';
import { loginModalView } from './login/login-modal-view';
import { loginWidget } from './login/login-widget';
import { lotteryLobbyWidget } from './lottery-lobby/lottery-lobby-widget';
import { marqueeWidget } from './marquee/marquee-widget';
import { memberCenterWidget } from './member-center/member-center-widget';
import { registerModalView } from './modal-outlet/modal-views';
import { ensureModalOutlet } from './modal-outlet/mount-modal-outlet';
import {
  changePasswordModalView,
  forgotPasswordModalView,
  giftNoticeModalView,
} from './passwords/password-views';
import { pointMallWidget } from './point-mall/point-mall-widget';
import { promotionsWidget } from './promotions/promotions-widget';
import {
  registerWidget as registerFormWidget,
  registerModalView as registerView,
} from './register/register-widget';
import { sideMenuWidget } from './side-menu/side-menu-widget';
import { siteFooterWidget } from './site-footer/site-footer-widget';
import { vendorGamesView } from './vendor-games/vendor-games-view';
import { walletHeaderWidget } from './wallet-header/wallet-header-widget';
import { winnersBoardWidget } from './winners-board/winners-board-widget';

/**
 * Everything the ESM build registers on import: the widgets, the modal views the outlet can show,
 * and the sdk's dialogs. A host that opens a modal before any widget mounted still gets the outlet.
 */
registerWidget(loginWidget);
registerWidget(walletHeaderWidget);
registerWidget(gameNavWidget);
registerWidget(gameGridWidget);
registerWidget(lotteryLobbyWidget);
registerModalView('login', loginModalView);
registerModalView('vendorGames', vendorGamesView);
registerModalView('gameFrame', gameFrameView);
registerWidget(winnersBoardWidget);
registerWidget(jackpotWidget);
registerWidget(bannerCarouselWidget);
registerWidget(marqueeWidget);
registerModalView('announcements', announcementsModalView);
registerModalView('help', helpCenterView);
registerWidget(registerFormWidget);
registerModalView('register', registerView);
registerWidget(languageSelectWidget);
registerModalView('regionSelect', regionSelectView);
registerModalView('changePassword', changePasswordModalView);
registerModalView('forgotPassword', forgotPasswordModalView);
registerModalView('giftNotice', giftNoticeModalView);
registerWidget(memberCenterWidget);
registerWidget(agentCenterWidget);
registerModalView('contract', contractModalView);
registerWidget(sideMenuWidget);
registerWidget(siteFooterWidget);
registerWidget(promotionsWidget);
registerWidget(pointMallWidget);
installDialogs();
$modal.listen((modal) => {
  if (modal) ensureModalOutlet();
});
