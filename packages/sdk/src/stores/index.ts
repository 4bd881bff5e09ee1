export { $config, type ConfigState } from './config';
export { LocalKey, SessionKey, SUPPORTED_LANGUAGES } from './keys';
export { type Loadable, type LoadableStore, loadable } from './loadable';
export { $wallet, type WalletState } from './lobby';
export { $locale } from './locale';
export { $modal, type ModalName, type ModalState } from './modal';
export { $session, type MemberInfo, type PasswordChangeReason, type SessionState } from './session';
export { $startup, type Permission, type StartupState } from './startup';
export { memoryStorage, type StorageLike, type Storages } from './storage';
