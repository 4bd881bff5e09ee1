import { ErrorCode, type RequestOf } from '@lobbykit/api-client';
import type { firebaseSmsSend } from '@lobbykit/api-client/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { registerSettingsOf } from '../../db/merchants';
import { insertRateEvent, lockSubject, pruneRateEvents, rateEventsSince } from '../../db/rate-events';
import type { MemberRow, MerchantRow } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { requireModule as requireModuleOn } from '../module-guard';
import { MessageKey } from '../registration-rules';
import type { SliderCheckService } from '../slider-check';
import type { SmsCodeService } from '../sms-codes';
import { memberByMobile } from '../sms-login';
import { sha256 } from '../tokens';
import {
  ID_TOKEN_LIFETIME_SECONDS,
  type IdTokenVerifier,
  InvalidIdToken,
  type LocalIdTokens,
} from './id-tokens';

/** The whitelabel module of Firebase SMS login (R4.13). */
export const FIREBASE_SMS_MODULE = 'FIREBASESMSLOGIN3';
/** R4.33: a Firebase code counts down 1 minute; the local verifier's codes live as long. */
export const FIREBASE_CODE_MINUTES = 1;
const SPENT_TOKENS = 'firebase-id-token';

/** Why a Firebase login was refused, as the sdk translates it (details.messageKey). */
export const FirebaseMessageKey = {
  tokenInvalid: 'phone_token_invalid',
  otherPhone: 'phone_token_other_phone',
  tokenUsed: 'phone_token_used',
} as const;

type SendRequest = RequestOf<typeof firebaseSmsSend>;
interface PhoneNumber {
  mobileNum: string;
  countryDialingCode: string;
}

export interface FirebasePhoneService {
  /** The local verifier: a code for a member's number, through the SMS provider (the outbox by default). */
  sendCode(
    merchant: MerchantRow,
    request: SendRequest,
    ip: string,
  ): Promise<{ via: 'firebase'; message: string }>;
  /** The local verifier: the code, spent, traded for a Firebase ID token of the number. */
  verifyCode(
    merchant: MerchantRow,
    request: PhoneNumber & { verificationCode: string },
  ): Promise<{ idToken: string }>;
  /**
   * R4.13: the member whose number a Firebase ID token proves. The token must be live, of the
   * project, for this very number, and unused: it is spent here, so a replay logs nobody in.
   */
  prove(
    merchant: MerchantRow,
    form: {
      mobileNum?: string | undefined;
      countryDialingCode?: string | undefined;
      firebaseIdToken?: string | undefined;
    },
  ): Promise<MemberRow>;
}

function invalid(field: string, messageKey: string, message: string): never {
  throw new DomainError(ErrorCode.validation, message, { field, messageKey });
}

/** E.164 as Firebase writes it: the dialing code, then the national number without its trunk 0. */
export function e164(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.replace(/^\+/, '')}${mobileNum.replace(/^0+/, '')}`;
}

export function createFirebasePhoneService(deps: {
  db: Db;
  clock: Clock;
  smsCodes: SmsCodeService;
  tokens: IdTokenVerifier | LocalIdTokens;
  slider?: SliderCheckService;
}): FirebasePhoneService {
  const { db, clock, smsCodes, tokens, slider } = deps;

  const requireModule = (merchant: MerchantRow) =>
    requireModuleOn(db, merchant, FIREBASE_SMS_MODULE, 'Firebase SMS login', { field: 'type' });

  /** The local verifier's steps; with a real Firebase project, Firebase sends and checks codes itself. */
  function localTokens(): LocalIdTokens {
    if (!('sign' in tokens)) {
      throw new DomainError(
        ErrorCode.operationNotAllowed,
        'Firebase sends the codes of this site: use the Firebase client to get an ID token',
      );
    }
    return tokens;
  }

  /** The merchant's own dialing code, or a refusal naming the field. */
  async function dialingCodeOf(merchant: MerchantRow, given: string | undefined): Promise<string> {
    const settings = await registerSettingsOf(db, merchant.id);
    const code = given?.trim().replace(/^\+/, '');
    if (!settings || (code !== undefined && code !== '' && code !== settings.countryDialingCode)) {
      invalid('countryDialingCode', MessageKey.dialingCode, 'Invalid country dialing code');
    }
    return settings.countryDialingCode;
  }

  /**
   * Remembers a token for an ID token's lifetime (past that, it no longer passes `verify`); false
   * when it was already used. Under the token's lock, so two racing logins spend it once.
   */
  async function spend(idToken: string): Promise<boolean> {
    const hash = sha256(idToken);
    return db.transaction(async (tx) => {
      await lockSubject(tx, `rate:${SPENT_TOKENS}:${hash}`);
      const now = clock.now();
      const since = new Date(now.getTime() - ID_TOKEN_LIFETIME_SECONDS * 1000);
      if ((await rateEventsSince(tx, SPENT_TOKENS, hash, since)).total > 0) return false;
      await pruneRateEvents(tx, SPENT_TOKENS, since);
      await insertRateEvent(tx, SPENT_TOKENS, hash, now);
      return true;
    });
  }

  return {
    async sendCode(merchant, { mobileNum, countryDialingCode, slider: solved }, ip) {
      await requireModule(merchant);
      localTokens();
      await slider?.guard(merchant.id, solved);
      const dialing = await dialingCodeOf(merchant, countryDialingCode);
      await memberByMobile(db, merchant, mobileNum, 'mobileNum');
      await smsCodes.send(merchant, {
        purpose: 'firebase',
        mobile: mobileNum,
        countryDialingCode: dialing,
        expiredMinutes: FIREBASE_CODE_MINUTES,
        ip,
      });
      return { via: 'firebase', message: 'The verification code has been sent' };
    },

    async verifyCode(merchant, { mobileNum, countryDialingCode, verificationCode }) {
      await requireModule(merchant);
      const local = localTokens();
      const dialing = await dialingCodeOf(merchant, countryDialingCode);
      await memberByMobile(db, merchant, mobileNum, 'mobileNum');
      const id = await smsCodes.check(merchant, 'firebase', mobileNum, verificationCode);
      if (!(await smsCodes.spend(db, id))) {
        invalid('verificationCode', MessageKey.codeInvalid, 'Please enter a valid verification code');
      }
      const phoneNumber = e164(dialing, mobileNum);
      // Firebase's uid is its own; the local one is stable per number and says nothing of it.
      const uid = `local-${sha256(`firebase-uid:${phoneNumber}`).slice(0, 28)}`;
      return { idToken: await local.sign({ uid, phoneNumber }) };
    },

    async prove(merchant, { mobileNum, countryDialingCode, firebaseIdToken }) {
      await requireModule(merchant);
      if (!mobileNum) invalid('mobileNum', MessageKey.empty, 'Please enter the mobile number');
      if (!firebaseIdToken)
        invalid('verificationCode', MessageKey.empty, 'Please enter the verification code');
      const dialing = await dialingCodeOf(merchant, countryDialingCode);
      const identity = await tokens.verify(firebaseIdToken).catch((error: unknown) => {
        if (!(error instanceof InvalidIdToken)) throw error;
        return invalid(
          'verificationCode',
          FirebaseMessageKey.tokenInvalid,
          'The phone verification is not valid or has expired, please send a new code',
        );
      });
      if (identity.phoneNumber !== e164(dialing, mobileNum)) {
        invalid('mobileNum', FirebaseMessageKey.otherPhone, 'The phone verification is for another number');
      }
      const member = await memberByMobile(db, merchant, mobileNum, 'mobileNum');
      if (!(await spend(firebaseIdToken))) {
        invalid(
          'verificationCode',
          FirebaseMessageKey.tokenUsed,
          'This phone verification was already used, please send a new code',
        );
      }
      return member;
    },
  };
}
