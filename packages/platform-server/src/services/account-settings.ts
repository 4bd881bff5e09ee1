import { ErrorCode, type ParsedRequestOf, type ResponseOf } from '@lobbykit/api-client';
import {
  accountModuleFlags,
  type adminAccountSettings,
  type adminReplaceAccountSettings,
} from '@lobbykit/api-client/contract';
import { moduleFlagsOf, replaceAccountSettings } from '../db/account-settings';
import type { Db } from '../db/database';
import { newIpProofOf } from '../db/login-proofs';
import { findMerchantByCode, registerSettingsOf, validationRulesOf } from '../db/merchants';
import { sliderCheckOf } from '../db/slider-puzzles';
import { DomainError } from './domain-error';
import type { MerchantDirectory } from './merchant-directory';

type AccountSettingsValue = ResponseOf<typeof adminAccountSettings>;

export interface AccountSettingsService {
  /** What registration, /wps/system/setting/register and the permission answer now read. */
  read(merchantCode: string): Promise<AccountSettingsValue>;
  replace(request: ParsedRequestOf<typeof adminReplaceAccountSettings>): Promise<AccountSettingsValue>;
}

const noMerchant = (code: string) =>
  new DomainError(ErrorCode.notFound, `No merchant ${code}`, { field: 'merchantCode' });

export function createAccountSettingsService(deps: {
  db: Db;
  merchants: MerchantDirectory;
}): AccountSettingsService {
  const { db, merchants } = deps;
  async function merchantIdOf(code: string): Promise<number> {
    const merchant = await findMerchantByCode(db, code);
    if (!merchant) throw noMerchant(code);
    return merchant.id;
  }

  async function read(merchantCode: string): Promise<AccountSettingsValue> {
    const merchantId = await merchantIdOf(merchantCode);
    const [settings, rules, flags, newIpProof, sliderCheck] = await Promise.all([
      registerSettingsOf(db, merchantId),
      validationRulesOf(db, merchantId),
      moduleFlagsOf(db, merchantId, accountModuleFlags),
      newIpProofOf(db, merchantId),
      sliderCheckOf(db, merchantId),
    ]);
    if (!settings) throw new DomainError(ErrorCode.notFound, 'Registration is not set up for this merchant');
    const modules = Object.fromEntries(accountModuleFlags.map((flag) => [flag, flags.get(flag) ?? false]));
    return {
      fields: settings.fields,
      countryDialingCode: settings.countryDialingCode,
      mobileDigits: settings.mobileDigits,
      mobilePrefix: settings.mobilePrefix,
      minimumAge: settings.minimumAge,
      smsExpiredMinutes: settings.smsExpiredMinutes,
      newIpProof,
      sliderCheck,
      modules: modules as AccountSettingsValue['modules'],
      rules: Object.fromEntries(rules.map(({ field, ...rule }) => [field, rule])),
    };
  }

  return {
    read,
    async replace({ merchantCode, settings }) {
      for (const [field, rule] of Object.entries(settings.rules)) {
        if (rule.minLength > rule.maxLength) {
          throw new DomainError(ErrorCode.validation, 'minLength is above maxLength', {
            field: `settings.rules.${field}.minLength`,
          });
        }
      }
      await replaceAccountSettings(db, await merchantIdOf(merchantCode), settings);
      // The permission, whitelabel, rules and register answers were built from what just changed.
      merchants.changed(merchantCode);
      return read(merchantCode);
    },
  };
}
