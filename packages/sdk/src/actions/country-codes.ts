import { type CountryCodeEntry, countryCodes } from '@lobbykit/api-client/locales';
import { getClient } from '../client/configure';
import { languageTag } from '../i18n/language-tag';
import { $config } from '../stores/config';

/** A dialing code of the country code list, with the country's name in the player's language. */
export interface DialingCountry extends CountryCodeEntry {
  name: string;
}

function countryName(country: string, language: string): string {
  try {
    const names = new Intl.DisplayNames([languageTag(language), 'en'], { type: 'region' });
    return names.of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * R7.54: the country code list (kept for the session by the client), the merchant's country first,
 * each named in the player's language by the browser's own region names.
 */
export async function loadCountryCodes(): Promise<DialingCountry[]> {
  const language = $config.get().language;
  const list = await getClient().call(countryCodes);
  return list.map((entry) => ({ ...entry, name: countryName(entry.country, language) }));
}

/** The country a mobile field's dialing code ('+63', '63') belongs to; the merchant's own when two share it. */
export async function dialingCountry(dialingCode: string): Promise<DialingCountry | undefined> {
  const digits = dialingCode.replace(/^\+/, '');
  const list = await loadCountryCodes();
  return list.find((entry) => entry.dialingCode === digits);
}
