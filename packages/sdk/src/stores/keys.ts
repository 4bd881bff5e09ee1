/** localStorage keys of spec section 9 (R9.28); names kept exactly for existing players' browsers. */
export const LocalKey = {
  merchantCode: 'merchantCode',
  currency: 'merchant_currency',
  language: 'lang',
  languageHistory: 'hisLang',
} as const;

/** sessionStorage keys (R9.27, R3.06): the session and what it remembers of the member. */
export const SessionKey = {
  token: 'token',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  merchantCode: 'merchantCode',
} as const;

export const DEFAULT_LANGUAGE = 'EN';
/** The languages with complete dictionaries (R9.30); others fall back to EN. */
export const SUPPORTED_LANGUAGES = ['EN', 'TY', 'BN'] as const;
export const LANGUAGE_HISTORY_LIMIT = 10;
