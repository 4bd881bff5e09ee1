import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Filipino (TY): a chunk of its own, fetched only by pages that speak it. */
export const ty: DeepStrings<typeof en> = {
  title: 'Mag-log in',
  username: 'Username',
  usernamePlaceholder: 'Ilagay ang iyong username',
  password: 'Password',
  passwordPlaceholder: 'Ilagay ang iyong password',
  captcha: 'Captcha',
  captchaPlaceholder: 'Ilagay ang code na nasa larawan',
  captchaImage: 'Larawan ng captcha',
  captchaRefresh: 'Kumuha ng bagong larawan',
  terms: 'Ako ay 18 taong gulang pataas at sumasang-ayon sa {{terms}}',
  termsLink: 'Mga Tuntunin at Kundisyon',
  submit: 'Mag-log in',
  submitting: 'Nagla-log in…',
  required: 'Pakilagay ang username at password',
  usernameRequired: 'Pakilagay ang iyong username',
  passwordRequired: 'Pakilagay ang iyong password',
  captchaRequired: 'Pakilagay ang captcha',
  forgotPassword: 'Nakalimutan ang password?',
  noAccount: 'Wala ka pang account?',
  register: 'Magparehistro',
  rememberMe: 'Tandaan ako',
  agentTitle: 'Pag-log in ng ahente',
  useSms: 'Mag-log in gamit ang SMS code',
  usePassword: 'Mag-log in gamit ang password',
};
