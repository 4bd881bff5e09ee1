// The public surface of @lobbykit/sdk (README.md), for widgets and tests: its stores are writable.
// A host page imports @lobbykit/sdk/host (read-only stores) and, in React, @lobbykit/sdk/react.

export { ErrorCode } from '@lobbykit/api-client';
// The agent area's two route decisions, for a host's router; the agent center's behaviour is the
// agent entry's (@lobbykit/sdk/agent), which a host's first page does not load.
export {
  AGENT_CENTER,
  AGENT_LOGIN,
  agentCenterRedirect,
  agentLoginRedirect,
} from './actions/agent/agent-guard';
export { type BalanceDetail, refreshBalance, toggleBalanceHidden } from './actions/balance';
export { CAPTCHA_REFRESH_MS, type CaptchaChallenge, requestCaptcha } from './actions/captcha';
export { CLIENT_TYPE } from './actions/client-query';
export { type DialogsPort, dialogs, setDialogs } from './actions/dialogs';
export { type Failure, failureMessage, failureOf } from './actions/failure';
export { type FreePlayResult, playForFree } from './actions/free-play';
export {
  type LoginChallenge,
  type LoginDetail,
  type LoginForm,
  type LoginResult,
  login,
} from './actions/login';
export { type LogoutOptions, logout } from './actions/logout';
export { closeModal, openModal } from './actions/modal';
export { isModuleEnabled, ModuleFlag } from './actions/module-flags';
export {
  type NavigateDetail,
  type NavigateOptions,
  type NavigateReason,
  navigate,
  siteIsElsewhere,
  siteUrl,
} from './actions/navigate';
export { REMEMBER_ME_SECONDS, rememberedUsername, rememberUsername } from './actions/remember-me';
export { restoreSession, startup } from './actions/startup';
export { type ConfigureOptions, configure, getClient, isConfigured } from './client/configure';
export type { MessageTable, MessageTables, TableLoader } from './i18n/catalog';
export { type FormatDateOptions, formatDate } from './i18n/date';
export { defineMessages } from './i18n/define-messages';
export type { Dictionary } from './i18n/en';
export { errorMessage } from './i18n/error-message';
export { setLanguage } from './i18n/language';
export { languageTag } from './i18n/language-tag';
export type { DeepStrings, MessageKey, MessageNamespaces, MessageParams } from './i18n/message-key';
export { currencySymbol, formatCount, formatMoney, maskMoney } from './i18n/money';
export { isPluralForms, type PluralForms, pluralCategory } from './i18n/plural';
export { addMessages, isLocaleReady, loadDictionary, localeReady, lookup, t } from './i18n/translate';
export { defineElements, ELEMENT_PREFIX } from './runtime/elements';
export {
  type EmitOptions,
  type ErrorDetail,
  emit,
  type LobbyKitEventDetail,
  type LobbyKitEvents,
  type LobbyKitEventType,
  on,
} from './runtime/events';
export { type InitConfig, installGlobal, type LobbyKitGlobal, type MountTarget } from './runtime/global';
export { type MountHandle, type MountOptions, mount, mountedWidget, unmount } from './runtime/mount';
export { OVERLAY_TAG, overlayHost, overlayRoot, setOverlayZIndex } from './runtime/overlay';
export {
  ChunkLoadError,
  registeredWidgets,
  registerWidget,
  resolveWidget,
  type WidgetContext,
  type WidgetDefinition,
  type WidgetInstance,
  type WidgetLoader,
} from './runtime/registry';
export { adoptStyles, setStyleNonce, styleNonce } from './runtime/styles';
export {
  applyTheme,
  darkTheme,
  lightTheme,
  type ThemeName,
  type ThemeToken,
  type ThemeTokens,
  themes,
} from './runtime/theme';
export type { WidgetName, WidgetPropsArgs, WidgetPropsMap, WidgetPropsOf } from './runtime/widget-map';
export * from './stores/index';
export { VERSION } from './version';
