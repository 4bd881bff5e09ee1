/**
 * The calls lobbykit.js makes before and around its first paint (startup, the login form, the
 * balance, logout, the captcha, the register form's rules and settings), as lazy endpoints: their schemas and valibot come in one chunk
 * that the first call starts loading, so the form paints without them and every call is still
 * checked against the contract (requests before they are sent, answers before they are used).
 * Each head here is the endpoint's own (first-paint.test.ts compares them).
 */
import { lazyEndpoint } from './contract/endpoint';

const contract = () => import('./first-paint-contract');

export const systemStatus = lazyEndpoint({ method: 'GET', path: '/wps/system/status', empty: true }, () =>
  contract().then((module) => module.systemStatus),
);
export const permission = lazyEndpoint({ method: 'GET', path: '/wps/system/permission', empty: true }, () =>
  contract().then((module) => module.permission),
);
export const memberInfo = lazyEndpoint(
  { method: 'GET', path: '/wps/member/info', auth: 'member', empty: true },
  () => contract().then((module) => module.memberInfo),
);
export const walletBalance = lazyEndpoint(
  { method: 'GET', path: '/wps/v2/wallets/balance', auth: 'member', empty: true },
  () => contract().then((module) => module.walletBalance),
);
export const login = lazyEndpoint({ method: 'POST', path: '/wps/session/login', encrypted: true }, () =>
  contract().then((module) => module.login),
);
export const logout = lazyEndpoint(
  { method: 'DELETE', path: '/wps/session/logout', auth: 'member', empty: true },
  () => contract().then((module) => module.logout),
);
export const captcha = lazyEndpoint({ method: 'GET', path: '/wps/captcha', empty: true }, () =>
  contract().then((module) => module.captcha),
);
/**
 * The register form's reads (R7.13): the runtime starts them as soon as a register form is mounted,
 * beside its chunk (issue 15 item 5), so they too go out before the contract's chunk has arrived.
 */
export const validationRules = lazyEndpoint(
  { method: 'GET', path: '/wps/system/validation/rules', cache: 'session', empty: true },
  () => contract().then((module) => module.validationRules),
);
export const registerSettings = lazyEndpoint(
  { method: 'GET', path: '/wps/system/setting/register', empty: true },
  () => contract().then((module) => module.registerSettings),
);
