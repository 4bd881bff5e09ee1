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
 * widgets it shows and not the member center, the agent center or the register form. A chunk's
 * widget or view is its module's default export: lobbykit.js then names no export of its own per
 * chunk, and `.then((module) => module.default)` written at each import lets the bundler see that
 * the chunk exports nothing else.
 */
export function registerWidgetLoaders(login: LoginLoaders): void {
  registerWidget('login', login.widget);
  registerWidget('wallet-header', () =>
    import('./wallet-header/wallet-header-widget').then((module) => module.default),
  );
  registerWidget('game-nav', () => import('./game-nav/game-nav-widget').then((module) => module.default));
  registerWidget('game-grid', () => import('./game-grid/game-grid-widget').then((module) => module.default));
  registerWidget('lottery-lobby', () =>
    import('./lottery-lobby/lottery-lobby-widget').then((module) => module.default),
  );
  registerModalView('login', login.modalView);
  registerModalView('vendorGames', () =>
    import('./vendor-games/vendor-games-view').then((module) => module.default),
  );
  registerModalView('gameFrame', () =>
    import('./game-frame/game-frame-view').then((module) => module.default),
  );
  registerWidget('winners-board', () =>
    import('./winners-board/winners-board-widget').then((module) => module.default),
  );
  registerWidget('jackpot', () => import('./jackpot/jackpot-widget').then((module) => module.default));
  registerWidget('banner-carousel', () =>
    import('./banner-carousel/banner-carousel-widget').then((module) => module.default),
  );
  registerWidget('marquee', () => import('./marquee/marquee-widget').then((module) => module.default));
  registerModalView('announcements', () =>
    import('./announcements/announcements-modal-view').then((module) => module.default),
  );
  // The /help route's modal (R2.04); the footer's help list links to its topics.
  registerModalView('help', () => import('./help-center/help-center-view').then((module) => module.default));
  // R2.37 feedback and complaints: the footer's link and the /feedback route open it.
  registerModalView('feedback', () => import('./feedback/feedback-view').then((module) => module.default));
  // R2.37, R2.103 the chat room: a widget for any page, and the modal the member area opens.
  registerWidget('chat-room', () => import('./chat-room/chat-room-widget').then((module) => module.default));
  registerModalView('chatRoom', () => import('./chat-room/chat-room-view').then((module) => module.default));
  // One chunk for the inline widget and the `register` modal (the header's Register, /register). The
  // form's rules and settings are asked for with it, not once it has arrived and run (issue 15 item 5).
  const loadRegister = () => {
    prefetchRegistration();
    return import('./register/register-widget');
  };
  registerWidget('register', () => loadRegister().then((module) => module.registerWidget));
  registerModalView('register', () => loadRegister().then((module) => module.registerModalView));
  registerWidget('language-select', () =>
    import('./language-select/language-select-widget').then((module) => module.default),
  );
  registerModalView('regionSelect', () =>
    import('./language-select/region-select-view').then((module) => module.default),
  );
  // One chunk for the password modals (change, forgot) and the first login's gift notice.
  const loadPasswords = () => import('./passwords/password-views');
  registerModalView('changePassword', () => loadPasswords().then((module) => module.changePasswordModalView));
  registerModalView('forgotPassword', () => loadPasswords().then((module) => module.forgotPasswordModalView));
  registerModalView('giftNotice', () => loadPasswords().then((module) => module.giftNoticeModalView));
  registerWidget('member-center', () =>
    import('./member-center/member-center-widget').then((module) => module.default),
  );
  registerWidget('agent-center', () =>
    import('./agent-center/agent-center-widget').then((module) => module.default),
  );
  registerModalView('contract', () =>
    import('./agent-contract/contract-view').then((module) => module.default),
  );
  registerWidget('promotions', () =>
    import('./promotions/promotions-widget').then((module) => module.default),
  );
  registerWidget('point-mall', () =>
    import('./point-mall/point-mall-widget').then((module) => module.default),
  );
  registerWidget('side-menu', () => import('./side-menu/side-menu-widget').then((module) => module.default));
  registerWidget('site-footer', () =>
    import('./site-footer/site-footer-widget').then((module) => module.default),
  );
  // R2.103 the blog and the app install guides (/blog, /guides).
  registerWidget('content-pages', () =>
    import('./content-pages/pages-widget').then((module) => module.default),
  );
  // R2.39 the floating customer-service button (a 440 x 750 live-chat window).
  registerWidget('customer-service-button', () =>
    import('./customer-service-button/cs-button-widget').then((module) => module.default),
  );
  installDialogs();
  // A host may open a modal before any widget mounted (the /login route); the outlet comes then.
  $modal.listen((modal) => {
    if (modal) ensureModalOutlet();
  });
}
