import type { Viewer } from '../services/catalogue';
import type { Call } from './bind';

/** What the catalogue needs of a call: the merchant's code, the language and this server's URL. */
export const viewerOf = (call: Call): Viewer => ({
  merchantCode: call.merchant.code,
  language: call.language,
  baseUrl: call.baseUrl,
});
