import { storeLanguage } from '../stores/config';
import { localeReady } from './translate';

/**
 * R4.71, R4.73: stores the language (`lang`, the previous one pushed onto `hisLang`) and switches
 * the interface once its dictionary has loaded; resolves then. Telling the server (R4.72) arrives
 * with the accounts issue. `PT-BR`, as the selector shows it, is stored as the catalogue's `PT`.
 */
export function setLanguage(code: string): Promise<void> {
  const language = code.toUpperCase();
  storeLanguage(language === 'PT-BR' ? 'PT' : language);
  return localeReady();
}
