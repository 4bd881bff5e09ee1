import * as v from 'valibot';
import { endpoint } from './endpoint';
import { catalogueLanguage } from './locale-catalogue';

/**
 * An operator sets which catalogue languages a merchant's selector offers (decisions: locales), in
 * the order shown. Codes outside the catalogue are refused with 400 and the field.
 */
export const adminSetMerchantLanguages = endpoint({
  method: 'PUT',
  path: '/admin/merchant/languages',
  auth: 'admin',
  request: v.strictObject({
    merchantCode: v.pipe(v.string(), v.maxLength(16)),
    langList: v.pipe(
      v.array(catalogueLanguage),
      v.minLength(1),
      v.maxLength(40),
      v.check((list) => new Set(list).size === list.length, 'language_duplicate'),
    ),
  }),
  response: v.object({ merchantCode: v.string(), langList: v.array(v.string()) }),
});
