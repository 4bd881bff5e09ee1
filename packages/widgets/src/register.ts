import { $modal, registerWidget } from '@lobbykit/sdk';
import { installDialogs } from './dialogs/install-dialogs';
import { registerModalView } from './modal-outlet/modal-views';
import { ensureModalOutlet } from './modal-outlet/mount-modal-outlet';

/**
 * What the ESM build registers on import: a loader per widget and modal view, and the sdk's dialogs.
 * Each widget is a chunk of the host's bundle fetched the first time a page mounts it (as in the
 * embed bundle, src/embed.ts), so a host's home page downloads the widgets it shows and not the
 * member center, the agent center or the register form. A host that knows a page's widgets may
 * preload their chunks; a host that opens a modal before any widget mounted still gets the outlet.
 */
registerWidget('login', () => import('./login/login-widget').then((module) => module.loginWidget));
registerWidget('wallet-header', () =>
  import('./wallet-header/wallet-header-widget').then((module) => module.walletHeaderWidget),
);
registerWidget('game-nav', () => import('./game-nav/game-nav-widget').then((module) => module.gameNavWidget));
registerWidget('game-grid', () =>
  import('./game-grid/game-grid-widget').then((module) => module.gameGridWidget),
);
registerWidget('lottery-lobby', () =>
  import('./lottery-lobby/lottery-lobby-widget').then((module) => module.lotteryLobbyWidget),
);
registerModalView('login', () => import('./login/login-modal-view').then((module) => module.loginModalView));
registerModalView('vendorGames', () =>
  import('./vendor-games/vendor-games-view').then((module) => module.vendorGamesView),
);
registerModalView('gameFrame', () =>
  import('./game-frame/game-frame-view').then((module) => module.gameFrameView),
);
registerWidget('winners-board', () =>
  import('./winners-board/winners-board-widget').then((module) => module.winnersBoardWidget),
);
registerWidget('jackpot', () => import('./jackpot/jackpot-widget').then((module) => module.jackpotWidget));
registerWidget('banner-carousel', () =>
  import('./banner-carousel/banner-carousel-widget').then((module) => module.bannerCarouselWidget),
);
registerWidget('marquee', () => import('./marquee/marquee-widget').then((module) => module.marqueeWidget));
registerModalView('announcements', () =>
  import('./announcements/announcements-modal-view').then((module) => module.announcementsModalView),
);
registerModalView('help', () =>
  import('./help-center/help-center-view').then((module) => module.helpCenterView),
);
// R2.37 feedback and complaints: the footer's link and the /feedback route open it.
registerModalView('feedback', () => import('./feedback/feedback-view').then((module) => module.feedbackView));
// R2.37, R2.103 the chat room: a widget for any page, and the modal the member area opens.
registerWidget('chat-room', () =>
  import('./chat-room/chat-room-widget').then((module) => module.chatRoomWidget),
);
registerModalView('chatRoom', () =>
  import('./chat-room/chat-room-view').then((module) => module.chatRoomView),
);
// One chunk for the inline widget and the `register` modal.
const loadRegister = () => import('./register/register-widget');
registerWidget('register', () => loadRegister().then((module) => module.registerWidget));
registerModalView('register', () => loadRegister().then((module) => module.registerModalView));
registerWidget('language-select', () =>
  import('./language-select/language-select-widget').then((module) => module.languageSelectWidget),
);
registerModalView('regionSelect', () =>
  import('./language-select/region-select-view').then((module) => module.regionSelectView),
);
// One chunk for the password modals (change, forgot) and the first login's gift notice.
const loadPasswords = () => import('./passwords/password-views');
registerModalView('changePassword', () => loadPasswords().then((module) => module.changePasswordModalView));
registerModalView('forgotPassword', () => loadPasswords().then((module) => module.forgotPasswordModalView));
registerModalView('giftNotice', () => loadPasswords().then((module) => module.giftNoticeModalView));
registerWidget('member-center', () =>
  import('./member-center/member-center-widget').then((module) => module.memberCenterWidget),
);
registerWidget('agent-center', () =>
  import('./agent-center/agent-center-widget').then((module) => module.agentCenterWidget),
);
registerModalView('contract', () =>
  import('./agent-contract/contract-view').then((module) => module.contractModalView),
);
registerWidget('side-menu', () =>
  import('./side-menu/side-menu-widget').then((module) => module.sideMenuWidget),
);
registerWidget('site-footer', () =>
  import('./site-footer/site-footer-widget').then((module) => module.siteFooterWidget),
);
// R2.103 the blog and the app install guides (/blog, /guides).
registerWidget('content-pages', () =>
  import('./content-pages/pages-widget').then((module) => module.pagesWidget),
);
// R2.39 the floating customer-service button (a 440 x 750 live-chat window).
registerWidget('customer-service-button', () =>
  import('./customer-service-button/cs-button-widget').then((module) => module.csButtonWidget),
);
registerWidget('promotions', () =>
  import('./promotions/promotions-widget').then((module) => module.promotionsWidget),
);
registerWidget('point-mall', () =>
  import('./point-mall/point-mall-widget').then((module) => module.pointMallWidget),
);
installDialogs();
$modal.listen((modal) => {
  if (modal) ensureModalOutlet();
});
