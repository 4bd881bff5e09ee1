/**
 * @lobbykit/sdk/host: what a host page needs and no more (README.md, embedding). Configure the
 * runtime, mount widgets (or register the `<lk-*>` elements: `defineElements()`), listen to their
 * events, read the stores, run the flows. The stores are
 * read-only here: only the sdk's actions change them, so a host reads `$session` but logs in with
 * `login()`. Widget names, props and events are typed from `WidgetPropsMap` and `LobbyKitEvents`,
 * which the widgets fill in (`import '@lobbykit/widgets'`).
 */
import type { ReadableAtom } from 'nanostores';
import { type MountHandle, mount as mountWidget } from './runtime/mount';
import type { WidgetName, WidgetPropsArgs } from './runtime/widget-map';
import { type ConfigState, $config as config } from './stores/config';
import { $locale as locale } from './stores/locale';
import { type ModalState, $modal as modal } from './stores/modal';
import { type SessionState, $session as session } from './stores/session';
import { type StartupState, $startup as startupState } from './stores/startup';
import { type WalletState, $wallet as wallet } from './stores/wallet';

export { type BalanceDetail, refreshBalance, toggleBalanceHidden } from './actions/balance';
export { type FreePlayResult, playForFree } from './actions/free-play';
export { type LoginDetail, type LoginForm, type LoginResult, login } from './actions/login';
export { type LogoutOptions, logout } from './actions/logout';
export { closeModal, openModal } from './actions/modal';
export { type NavigateDetail, type NavigateReason, navigate, siteUrl } from './actions/navigate';
export type { RegisterDetail } from './actions/register';
export type { GameLaunchDetail } from './actions/start-game';
export { restoreSession, startup } from './actions/startup';
export { type ConfigureOptions, configure, isConfigured } from './client/configure';
export { setLanguage } from './i18n/language';
export { defineElements } from './runtime/elements';
export {
  type ErrorDetail,
  type LobbyKitEventDetail,
  type LobbyKitEvents,
  type LobbyKitEventType,
  on,
} from './runtime/events';
export type { InitConfig, LobbyKitGlobal, MountTarget } from './runtime/global';
export { type MountHandle, unmount } from './runtime/mount';
export type { WidgetName, WidgetPropsArgs, WidgetPropsMap, WidgetPropsOf } from './runtime/widget-map';
export { VERSION } from './version';
export type { ConfigState, ModalState, SessionState, StartupState, WalletState };

/**
 * Mounts widget `name` into `element`'s shadow root (again: updates its props). The props are the
 * widget's, checked by its schema at run time and by `WidgetPropsMap` here.
 */
export const mount = mountWidget as <Name extends WidgetName>(
  name: Name,
  element: HTMLElement,
  ...props: WidgetPropsArgs<Name>
) => MountHandle;

/** The runtime's configuration: API base, merchant, language, currency. */
export const $config: ReadableAtom<ConfigState> = config;
/** The signed-in member, or a guest. */
export const $session: ReadableAtom<SessionState> = session;
/** The member's balance and currency. */
export const $wallet: ReadableAtom<WalletState> = wallet;
/** Startup: loading, ready (with the merchant's permissions) or error. */
export const $startup: ReadableAtom<StartupState> = startupState;
/** The language whose dictionaries are in. */
export const $locale: ReadableAtom<string> = locale;
/** The open modal, or null. */
export const $modal: ReadableAtom<ModalState | null> = modal;
