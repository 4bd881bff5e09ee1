import { $modal, prefetchRegistration, registerWidget, type WidgetLoader } from '@lobbykit/sdk/runtime';
import { installDialogs } from './dialogs/install-dialogs';
import { type ModalView, registerModalView } from './modal-outlet/modal-views';
import { ensureModalOutlet } from './modal-outlet/mount-modal-outlet';

/** Where a build takes the login from: the embed bundle holds it, the ESM build loads its chunk. */
export interface LoginLoaders {
  widget: WidgetLoader;
  modalView: () => Promise<ModalView>;
}

/**
 * Registers a loader per widget and modal view, and the sdk's dialogs: what both builds do on import
 * (src/embed.ts for the loader snippet's bundle, src/index.ts for hosts that bundle the widgets).
 * Each widget is a chunk fetched the first time a page mounts it, so a home page downloads the
 * widgets it shows and not the member center, the agent center or the register form.
 */
export function registerWidgetLoaders(login: LoginLoaders): void {
  registerWidget('login', login.widget);
  registerWidget('wallet-header', () =>
    import('./wallet-header/wallet-header-widget').then((module) => module.walletHeaderWidget),
  );
  registerWidget('game-nav', () =>
    import('./game-nav/game-nav-widget').then((module) => module.gameNavWidget),
  );
  registerWidget('game-grid', () =>
    import('./game-grid/game-grid-widget').then((module) => module.gameGridWidget),
  );
  registerWidget('lottery-lobby', () =>
    import('./lottery-lobby/lottery-lobby-widget').then((module) => module.lotteryLobbyWidget),
  );
  registerModalView('login', login.modalView);
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
  // The /help route's modal (R2.04); the footer's help list links to its topics.
  registerModalView('help', () =>
    import('./help-center/help-center-view').then((module) => module.helpCenterView),
  );
  // R2.37 feedback and complaints: the footer's link and the /feedback route open it.
  registerModalView('feedback', () =>
    import('./feedback/feedback-view').then((module) => module.feedbackView),
  );
  // R2.37, R2.103 the chat room: a widget for any page, and the modal the member area opens.
  registerWidget('chat-room', () =>
    import('./chat-room/chat-room-widget').then((module) => module.chatRoomWidget),
  );
  registerModalView('chatRoom', () =>
    import('./chat-room/chat-room-view').then((module) => module.chatRoomView),
  );
  // One chunk for the inline widget and the `register` modal (the header's Register, /register). The
  // form's rules and settings are asked for with it, not once it has arrived and run (issue 15 item 5).
  const loadRegister = () => {
    prefetchRegistration();
    return import('./register/register-widget');
  };
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
  registerWidget('promotions', () =>
    import('./promotions/promotions-widget').then((module) => module.promotionsWidget),
  );
  registerWidget('point-mall', () =>
    import('./point-mall/point-mall-widget').then((module) => module.pointMallWidget),
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
  installDialogs();
  // A host may open a modal before any widget mounted (the /login route); the outlet comes then.
  $modal.listen((modal) => {
    if (modal) ensureModalOutlet();
  });
}
