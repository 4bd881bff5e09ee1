/** The endpoints `first-paint.ts` loads: one module, so the embed build gives them one chunk with the client's checks. */
export { memberInfo } from './contract/member';
export { captcha, login, logout } from './contract/session';
export { permission, registerSettings, systemStatus, validationRules } from './contract/system';
export { walletBalance } from './contract/wallet';
