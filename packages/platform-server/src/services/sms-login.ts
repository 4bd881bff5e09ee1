import { ErrorCode, TRIAL_TYPE } from '@lobbykit/api-client';
import { matchesRule, type smsNoLogin } from '@lobbykit/api-client/contract';
import type * as v from 'valibot';
import type { Db } from '../db/database';
import { registerSettingsOf, validationRulesOf } from '../db/merchants';
import type { MemberRow, MerchantRow } from '../db/schema/index';
import { findMemberByMobile } from '../db/sms-login';
import { DomainError } from './domain-error';
import { requireModule as requireModuleOn } from './module-guard';
import { MessageKey } from './registration-rules';
import type { SliderCheckService } from './slider-check';
import { DEFAULT_SMS_MINUTES, type SmsCodeService } from './sms-codes';

/** The whitelabel module of login by SMS code (R3.34). */
export const SMS_LOGIN_MODULE = 'MOBILEVERCODELOGIN3';

export type SmsNoLoginRequest = v.InferOutput<(typeof smsNoLogin)['request']>;

export interface SmsLoginService {
  /** R7.21: a code for a member's registered number, for the SMS login or a forgotten password. */
  sendCode(
    merchant: MerchantRow,
    request: SmsNoLoginRequest,
    ip: string,
  ): Promise<{ expiredMinutes: number; message: string }>;
  /** R5.04, R5.05: the member whose number this code proves; the code is spent. */
  prove(
    merchant: MerchantRow,
    form: { mobileNum?: string | undefined; verificationCode?: string | undefined },
  ): Promise<MemberRow>;
}

const dialingCode = (value: string) => value.trim().replace(/^\+/, '');

function invalid(field: string, messageKey: string, message: string): never {
  throw new DomainError(ErrorCode.validation, message, { field, messageKey });
}

/**
 * The member behind a number that fits the merchant's mobile rule; trial accounts have none. Shared
 * by the SMS login and the Firebase SMS login (R4.13), which prove a number the same way.
 */
export async function memberByMobile(
  db: Db,
  merchant: MerchantRow,
  mobileNum: string,
  field: string,
): Promise<MemberRow> {
  const rule = (await validationRulesOf(db, merchant.id)).find((row) => row.field === 'mobileNum');
  if (rule && matchesRule(mobileNum, rule) !== 'ok') invalid(field, rule.patternId, 'Invalid mobile number');
  const member = await findMemberByMobile(db, merchant.id, mobileNum);
  if (!member || member.type === TRIAL_TYPE) {
    throw new DomainError(ErrorCode.notFound, 'No account uses this mobile number', {
      field,
      messageKey: 'mobile_not_registered',
    });
  }
  return member;
}

export function createSmsLoginService(deps: {
  db: Db;
  smsCodes: SmsCodeService;
  /** R4.12: where the merchant turned it on, a solved slider must come with the request. */
  slider?: SliderCheckService;
}): SmsLoginService {
  const { db, smsCodes, slider } = deps;

  async function requireModule(merchant: MerchantRow): Promise<void> {
    await requireModuleOn(db, merchant, SMS_LOGIN_MODULE, 'Login by SMS code', { field: 'type' });
  }

  return {
    async sendCode(merchant, { mobileNum, countryDialingCode, purpose, slider: solved }, ip) {
      if (purpose === 'login') await requireModule(merchant);
      // Before the number is looked at, so the check also stops probing which numbers have accounts.
      await slider?.guard(merchant.id, solved);
      const settings = await registerSettingsOf(db, merchant.id);
      if (!settings || dialingCode(countryDialingCode) !== settings.countryDialingCode) {
        invalid('countryDialingCode', MessageKey.dialingCode, 'Invalid country dialing code');
      }
      await memberByMobile(db, merchant, mobileNum, 'mobileNum');
      return smsCodes.send(merchant, {
        purpose,
        mobile: mobileNum,
        countryDialingCode: settings.countryDialingCode,
        expiredMinutes: settings.smsExpiredMinutes || DEFAULT_SMS_MINUTES,
        ip,
      });
    },

    async prove(merchant, { mobileNum, verificationCode }) {
      await requireModule(merchant);
      if (!mobileNum) invalid('mobileNum', MessageKey.empty, 'Please enter the mobile number');
      if (!verificationCode)
        invalid('verificationCode', MessageKey.empty, 'Please enter the verification code');
      const member = await memberByMobile(db, merchant, mobileNum, 'mobileNum');
      const id = await smsCodes.check(merchant, 'login', mobileNum, verificationCode);
      if (!(await smsCodes.spend(db, id))) {
        invalid('verificationCode', MessageKey.codeInvalid, 'Please enter a valid verification code');
      }
      return member;
    },
  };
}
