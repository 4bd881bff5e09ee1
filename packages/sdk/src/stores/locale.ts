import { atom } from 'nanostores';
import { DEFAULT_LANGUAGE } from './keys';

/**
 * The language the interface speaks now (`EN`, `TY`, `BN` ...). It follows `setLanguage` once that
 * language's dictionary has loaded, so a subscribed widget re-renders straight into the new words.
 */
export const $locale = atom<string>(DEFAULT_LANGUAGE);
