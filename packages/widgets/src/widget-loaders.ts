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
 * A widget or modal view in a chunk of its own, loaded the first time it is needed: the default
 * export of its module (one `.then` here instead of one naming each export in lobbykit.js).
 */
const lazy =
  <T>(load: () => Promise<{ default: T }>) =>
  (): Promise<T> =>
    load().then((module) => module.default);

/**
 * Registers a loader per widget and modal view, and the sdk's dialogs: what both builds do on import
 * (src/embed.ts for the loader snippet's bundle, src/index.ts for hosts that bundle the widgets).
 * Each widget is a chunk fetched the first time a page mounts it, so a home page downloads the
 * widgets it shows and not the member center, the agent center or the register form.
 */
export function registerWidgetLoaders(login: LoginLoaders): void {
  registerWidget('login', login.widget);
  registerWidget(
    'wallet-header',
    lazy(() => import('./wallet-header/wallet-header-widget')),
  );
  registerWidget(
    'game-nav',
    lazy(() => import('./game-nav/game-nav-widget')),
  );
  registerWidget(
    'game-grid',
    lazy(() => import('./game-grid/game-grid-widget')),
  );
  registerWidget(
    'lottery-lobby',
    lazy(() => import('./lottery-lobby/lottery-lobby-widget')),
  );
  registerModalView('login', login.modalView);
  registerModalView(
    'vendorGames',
    lazy(() => import('./vendor-games/vendor-games-view')),
  );
  registerModalView(
    'gameFrame',
    lazy(() => import('./game-frame/game-frame-view')),
  );
  registerWidget(
    'winners-board',
    lazy(() => import('./winners-board/winners-board-widget')),
  );
  registerWidget(
    'jackpot',
    lazy(() => import('./jackpot/jackpot-widget')),
  );
  registerWidget(
    'banner-carousel',
    lazy(() => import('./banner-carousel/banner-carousel-widget')),
  );
  registerWidget(
    'marquee',
    lazy(() => import('./marquee/marquee-widget')),
  );
  registerModalView(
    'announcements',
    lazy(() => import('./announcements/announcements-modal-view')),
  );
  // The /help route's modal (R2.04); the footer's help list links to its topics.
  registerModalView(
    'help',
    lazy(() => import('./help-center/help-center-view')),
  );
  // R2.37 feedback and complaints: the footer's link and the /feedback route open it.
  registerModalView(
    'feedback',
    lazy(() => import('./feedback/feedback-view')),
  );
  // R2.37, R2.103 the chat room: a widget for any page, and the modal the member area opens.
  registerWidget(
    'chat-room',
    lazy(() => import('./chat-room/chat-room-widget')),
  );
  registerModalView(
    'chatRoom',
    lazy(() => import('./chat-room/chat-room-view')),
  );
  // One chunk for the inline widget and the `register` modal (the header's Register, /register). The
  // form's rules and settings are asked for with it, not once it has arrived and run (issue 15 item 5).
  const loadRegister = () => {
    prefetchRegistration();
    return import('./register/register-widget');
  };
  registerWidget('register', () => loadRegister().then((module) => module.registerWidget));
  registerModalView('register', () => loadRegister().then((module) => module.registerModalView));
  registerWidget(
    'language-select',
    lazy(() => import('./language-select/language-select-widget')),
  );
  registerModalView(
    'regionSelect',
    lazy(() => import('./language-select/region-select-view')),
  );
  // One chunk for the password modals (change, forgot) and the first login's gift notice.
  const loadPasswords = () => import('./passwords/password-views');
  registerModalView('changePassword', () => loadPasswords().then((module) => module.changePasswordModalView));
  registerModalView('forgotPassword', () => loadPasswords().then((module) => module.forgotPasswordModalView));
  registerModalView('giftNotice', () => loadPasswords().then((module) => module.giftNoticeModalView));
  registerWidget(
    'member-center',
    lazy(() => import('./member-center/member-center-widget')),
  );
  registerWidget(
    'agent-center',
    lazy(() => import('./agent-center/agent-center-widget')),
  );
  registerModalView(
    'contract',
    lazy(() => import('./agent-contract/contract-view')),
  );
  registerWidget(
    'promotions',
    lazy(() => import('./promotions/promotions-widget')),
  );
  registerWidget(
    'point-mall',
    lazy(() => import('./point-mall/point-mall-widget')),
  );
  registerWidget(
    'side-menu',
    lazy(() => import('./side-menu/side-menu-widget')),
  );
  registerWidget(
    'site-footer',
    lazy(() => import('./site-footer/site-footer-widget')),
  );
  // R2.103 the blog and the app install guides (/blog, /guides).
  registerWidget(
    'content-pages',
    lazy(() => import('./content-pages/pages-widget')),
  );
  // R2.39 the floating customer-service button (a 440 x 750 live-chat window).
  registerWidget(
    'customer-service-button',
    lazy(() => import('./customer-service-button/cs-button-widget')),
  );
  installDialogs();
  // A host may open a modal before any widget mounted (the /login route); the outlet comes then.
  $modal.listen((modal) => {
    if (modal) ensureModalOutlet();
  });
}
