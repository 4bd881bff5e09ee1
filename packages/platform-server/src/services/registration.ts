import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import { matchesRule, type register } from '@lobbykit/api-client/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { findMemberByUsername } from '../db/members';
import { isModuleEnabledFor, registerSettingsOf, validationRulesOf } from '../db/merchants';
import { agentOfAffiliateCode, insertRegisteredMember, isMobileTaken } from '../db/registration';
import type { MemberRow, MerchantRow } from '../db/schema/index';
import type { CaptchaService } from './captcha';
import { newCustomerId } from './customer-id';
import { DomainError } from './domain-error';
import { hashPassword } from './passwords';
import { type RateRule, REGISTER_PER_IP_RATE, withRateSlot } from './rate-limits';
import type { ReferralService } from './referrals';
import {
  type FieldFailure,
  firstInvalidField,
  MessageKey,
  type RegistrationForm,
} from './registration-rules';
import type { SessionService } from './session';
import { sessionAnswer } from './session-answer';
import { DEFAULT_SMS_MINUTES, type SmsCodeService } from './sms-codes';
import { sameSecret } from './tokens';
import type { WalletService } from './wallet';

/** Member types that are agents (R3.47): an affiliate code must belong to one of them. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
/** The whitelabel module that makes registration prove the mobile number with an SMS code. */
export const MOBILE_VERIFICATION_MODULE = 'REGMOBVERF3';
const CUSTOMER_ID_DRAWS = 5;

export type RegisterValue = ResponseOf<typeof register>;

export interface RegistrationCaller {
  merchant: MerchantRow;
  ip: string;
  /** The /register/mobile endpoint: the number must be proven with an SMS code whatever the flags say. */
  mobile: boolean;
}

export interface RegistrationService {
  register(form: RegistrationForm, caller: RegistrationCaller): Promise<RegisterValue>;
  /** Whether a code is an affiliate code of one of this merchant's agents (R7.24). */
  isAffiliateCode(merchant: MerchantRow, code: string): Promise<boolean>;
  /** Sends a registration code to a number that fits the merchant's mobile rule and is not registered (R7.23). */
  sendCode(
    merchant: MerchantRow,
    request: { countryDialingCode: string; mobileNo: string },
    ip: string,
  ): Promise<{ expiredMinutes: number; message: string }>;
}

const FAILURE_TEXT: Record<string, string> = {
  [MessageKey.empty]: 'This field is required',
  [MessageKey.inconsistent]: 'The two passwords are not the same',
  [MessageKey.disabled]: 'This field is not accepted here',
};

function refuse(failure: FieldFailure): never {
  throw new DomainError(
    ErrorCode.validation,
    FAILURE_TEXT[failure.messageKey] ?? 'The value does not fit the rule',
    {
      field: failure.field,
      messageKey: failure.messageKey,
    },
  );
}

/** '+63', '63' and ' 63' are one dialing code. */
export const dialingCode = (value: string) => value.trim().replace(/^\+/, '');

export function createRegistrationService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  wallet: WalletService;
  captcha: CaptchaService;
  smsCodes: SmsCodeService;
  /** A referral code on the form links the new member to its owner (REFERRAL). */
  referrals?: ReferralService;
  /** Accounts one IP may register an hour without a captcha; default REGISTER_PER_IP_RATE's. */
  registerRate?: RateRule;
}): RegistrationService {
  const { db, clock, sessions, wallet, captcha, smsCodes, referrals } = deps;
  const registerRate = deps.registerRate ?? REGISTER_PER_IP_RATE;

  async function settingsOf(merchant: MerchantRow) {
    const [settings, rules] = await Promise.all([
      registerSettingsOf(db, merchant.id),
      validationRulesOf(db, merchant.id),
    ]);
    if (!settings) throw new DomainError(ErrorCode.forbidden, 'Registration is not set up for this merchant');
    return { settings, rules: new Map(rules.map((rule) => [rule.field, rule])) };
  }

  function usernameTaken(username: string): never {
    throw new DomainError(ErrorCode.conflict, `The username ${username} is already taken`, {
      field: 'username',
      messageKey: MessageKey.usernameTaken,
    });
  }

  /** Everything that can say no before anything is written: rules, dialing code, duplicates, affiliate, captcha. */
  async function admit(form: RegistrationForm, caller: RegistrationCaller) {
    const { merchant } = caller;
    const { settings, rules } = await settingsOf(merchant);
    const mobileVerification =
      caller.mobile || (await isModuleEnabledFor(db, merchant.id, MOBILE_VERIFICATION_MODULE));
    const failure = firstInvalidField(form, { fields: settings.fields, rules, mobileVerification });
    if (failure) refuse(failure);
    if (form.countryDialingCode && dialingCode(form.countryDialingCode) !== settings.countryDialingCode) {
      refuse({ field: 'countryDialingCode', messageKey: MessageKey.dialingCode });
    }

    if (await findMemberByUsername(db, merchant.id, form.username)) usernameTaken(form.username);
    if (form.mobileNum && (await isMobileTaken(db, merchant.id, form.mobileNum))) {
      throw new DomainError(ErrorCode.conflict, 'This mobile number is already registered', {
        field: 'mobileNum',
        messageKey: MessageKey.mobileTaken,
      });
    }

    let upline: MemberRow | undefined;
    if (form.affiliateCode) {
      upline = await agentOfAffiliateCode(db, merchant.id, form.affiliateCode, AGENT_TYPES);
      if (!upline) {
        throw new DomainError(ErrorCode.validation, 'Invalid invitation code', {
          field: 'affiliateCode',
          messageKey: MessageKey.invitationCode,
        });
      }
    }

    // An unknown referral code is refused like an unknown affiliate code: nothing is written.
    const referrer =
      form.referralCode && referrals ? await referrals.referrerFor(merchant, form.referralCode) : undefined;

    if (form.captcha) {
      if (!form.captchaId) refuse({ field: 'captcha', messageKey: MessageKey.empty });
      await captcha.check(form.captchaId, form.captcha);
    }
    // Checked last: a wrong code counts toward the lock, so it is only asked once the rest is right.
    const smsCodeId =
      mobileVerification && form.mobileNum && form.verificationCode
        ? await smsCodes.check(merchant, 'register', form.mobileNum, form.verificationCode)
        : undefined;
    return { settings, upline, referrer, smsCodeId, mobileVerified: smsCodeId !== undefined };
  }

  async function create(form: RegistrationForm, caller: RegistrationCaller): Promise<MemberRow> {
    const admitted = await admit(form, caller);
    // Without a captcha (the merchant turned it off) nothing slows a script down but a cap per IP;
    // its slot is counted once the form passed, and given back if the account is not made.
    if (form.captcha) return insert(form, caller, admitted);
    return withRateSlot(db, clock, registerRate, caller.ip, () => insert(form, caller, admitted));
  }

  async function insert(
    form: RegistrationForm,
    caller: RegistrationCaller,
    admitted: Awaited<ReturnType<typeof admit>>,
  ): Promise<MemberRow> {
    const { merchant, ip } = caller;
    const now = clock.now();
    // Hashed before the transaction: scrypt is slow on purpose and must not hold it open.
    const passwordHash = await hashPassword(form.password);
    const paymentPasswordHash = form.paymentPassword ? await hashPassword(form.paymentPassword) : null;

    for (let draw = 0; draw < CUSTOMER_ID_DRAWS; draw++) {
      const member = await insertRegisteredMember(
        db,
        {
          merchantId: merchant.id,
          username: form.username,
          passwordHash,
          type: 0,
          uplineId: admitted.upline?.id ?? null,
          nickname: null,
          customerId: newCustomerId(merchant),
          mobileNum: form.mobileNum ?? null,
          email: form.email ?? null,
          currency: merchant.currency,
          firstLogin: false,
          passwordChangedAt: now,
          createdAt: now,
        },
        {
          affiliateCode: form.affiliateCode ?? null,
          recommenderId: form.recommenderId ?? null,
          referralCode: form.referralCode ?? null,
          registerUrl: form.registerUrl ?? null,
          registerMethod: form.registerMethod,
          domain: form.domain ?? null,
          countryDialingCode: admitted.settings.countryDialingCode,
          payeeName: form.payeeName ?? null,
          qqNum: form.qqNum ?? null,
          line: form.line ?? null,
          whatsapp: form.whatsapp ?? null,
          facebook: form.facebook ?? null,
          wechat: form.wechat ?? null,
          idNumber: form.idNumber ?? null,
          paymentPasswordHash,
          mobileVerified: admitted.mobileVerified,
          ip,
          createdAt: now,
        },
        async (tx, row) => {
          if (admitted.smsCodeId !== undefined && !(await smsCodes.spend(tx, admitted.smsCodeId))) {
            throw new DomainError(ErrorCode.validation, 'Please enter a valid verification code', {
              field: 'verificationCode',
              messageKey: MessageKey.codeInvalid,
            });
          }
          if (admitted.referrer && referrals && form.referralCode) {
            await referrals.link(tx, row, admitted.referrer, form.referralCode);
          }
        },
      );
      if (member) return member;
      // Taken since the check above (two sign-ups racing), or a customer id clash: draw again.
      if (await findMemberByUsername(db, merchant.id, form.username)) usernameTaken(form.username);
    }
    throw new Error(`No free customer id after ${CUSTOMER_ID_DRAWS} draws`);
  }

  return {
    async register(form, caller) {
      const member = await create(form, caller);
      // Idempotent per member, so a retry after a crash here credits once.
      await wallet.grantDemoCredit(member);
      if (!form.login) return null;
      return sessionAnswer(member, await sessions.open(member, caller.ip), {
        firstTimeLogin: member.firstLogin,
        passwordExpired: false,
        defaultPassword: sameSecret(form.password, caller.merchant.defaultPassword),
      });
    },

    async isAffiliateCode(merchant, code) {
      return (await agentOfAffiliateCode(db, merchant.id, code, AGENT_TYPES)) !== undefined;
    },

    async sendCode(merchant, { countryDialingCode, mobileNo }, ip) {
      const { settings, rules } = await settingsOf(merchant);
      if (dialingCode(countryDialingCode) !== settings.countryDialingCode) {
        refuse({ field: 'countryDialingCode', messageKey: MessageKey.dialingCode });
      }
      const rule = rules.get('mobileNum');
      if (rule && matchesRule(mobileNo, rule) !== 'ok')
        refuse({ field: 'mobileNo', messageKey: rule.patternId });
      // Saves an SMS the registration would refuse anyway.
      if (await isMobileTaken(db, merchant.id, mobileNo)) {
        throw new DomainError(ErrorCode.conflict, 'This mobile number is already registered', {
          field: 'mobileNo',
          messageKey: MessageKey.mobileTaken,
        });
      }
      return smsCodes.send(merchant, {
        purpose: 'register',
        mobile: mobileNo,
        countryDialingCode: settings.countryDialingCode,
        expiredMinutes: settings.smsExpiredMinutes || DEFAULT_SMS_MINUTES,
        ip,
      });
    },
  };
}
