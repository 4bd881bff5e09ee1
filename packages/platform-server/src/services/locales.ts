import { ErrorCode, type ParsedRequestOf, type ResponseOf } from '@lobbykit/api-client';
import {
  type adminSetMerchantLanguages,
  findLocale,
  LOCALES,
  type localeCatalogue,
  type regionList,
} from '@lobbykit/api-client/contract';
import type { Db } from '../db/database';
import { updateLangList, updateMemberLanguage } from '../db/languages';
import { findMerchantByCode } from '../db/merchants';
import type { MemberRow, MerchantRow } from '../db/schema/index';
import { DomainError } from './domain-error';
import type { MerchantDirectory } from './merchant-directory';
import type { SessionService } from './session';

export interface LocaleService {
  /** The platform's locale catalogue (decisions: locales). */
  catalogue(): ResponseOf<typeof localeCatalogue>;
  /** One region per merchant (R3.28), for the region modal. */
  regions(): Promise<ResponseOf<typeof regionList>>;
  /** R7.63: remembers the member's language; only a language the merchant offers. */
  setMemberLanguage(
    member: MemberRow,
    merchant: MerchantRow,
    language: string,
  ): Promise<{ language: string }>;
  /** An operator chooses the languages a merchant offers, from the catalogue. */
  setMerchantLanguages(
    request: ParsedRequestOf<typeof adminSetMerchantLanguages>,
  ): Promise<ResponseOf<typeof adminSetMerchantLanguages>>;
}

export function createLocaleService(deps: {
  db: Db;
  merchants: MerchantDirectory;
  sessions: Pick<SessionService, 'memberChanged'>;
}): LocaleService {
  const { db, merchants, sessions } = deps;
  return {
    catalogue: () => [...LOCALES],
    async regions() {
      const rows = await merchants.all();
      return rows.map((row) => ({
        merchantCode: row.code,
        country: row.country,
        countryName: row.countryName,
        currency: row.currency,
        currencySymbol: row.currencySymbol,
        langList: row.langList,
      }));
    },
    async setMemberLanguage(member, merchant, language) {
      if (!merchant.langList.includes(language)) {
        throw new DomainError(ErrorCode.validation, `${language} is not offered here`, {
          field: 'language',
          messageKey: 'language_not_offered',
        });
      }
      await updateMemberLanguage(db, merchant.id, member.id, language);
      sessions.memberChanged(member.id);
      return { language };
    },
    async setMerchantLanguages({ merchantCode, langList }) {
      const merchant = await findMerchantByCode(db, merchantCode);
      if (!merchant) {
        throw new DomainError(ErrorCode.notFound, `No merchant ${merchantCode}`, { field: 'merchantCode' });
      }
      // The language players get before choosing must stay one they can choose.
      if (!langList.includes(merchant.defaultLanguage)) {
        throw new DomainError(ErrorCode.validation, `The list must keep ${merchant.defaultLanguage}`, {
          field: 'langList',
          messageKey: 'language_default_missing',
        });
      }
      const row = await updateLangList(
        db,
        merchantCode,
        langList.map((code) => findLocale(code)?.code ?? code),
      );
      if (!row)
        throw new DomainError(ErrorCode.notFound, `No merchant ${merchantCode}`, { field: 'merchantCode' });
      merchants.changed(row.code);
      return { merchantCode: row.code, langList: row.langList };
    },
  };
}
