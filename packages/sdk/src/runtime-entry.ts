// @lobbykit/sdk/runtime: only what the embed bundle's entry needs at first paint (registering
// widgets, the global LobbyKit, the overlay, the dialogs port, the modal store). Widgets loaded later
// import `@lobbykit/sdk`: esbuild's code splitting puts everything a barrel re-exports, and some chunk
// uses, into the chunk of whoever imports that barrel, so the entry imports this small one instead.
export { setDialogs } from './actions/dialogs';
export { prefetchRegistration } from './actions/registration-reads';
export { holdLanguage, isLocaleReady, localeReady } from './i18n/catalog';
export { afterPaint } from './runtime/after-paint';
export { installGlobal } from './runtime/global';
export { isolationCss } from './runtime/isolation';
export { overlayRoot } from './runtime/overlay';
export { registerWidget, type WidgetLoader } from './runtime/registry';
export { styleNonce } from './runtime/styles';
export { $locale } from './stores/locale';
export { $modal, type ModalName } from './stores/modal';
