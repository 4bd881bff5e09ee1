import { ApiError, ErrorCode, memberInfo, type ResponseOf } from '@lobbykit/api-client';
import { affiliateCheck, register as registerEndpoint, registerMobile } from '@lobbykit/api-client/accounts';
import { configuredAffiliateCode, getClient } from '../client/configure';
import { emit } from '../runtime/events';
import { $config } from '../stores/config';
import { $session, forgetSession, markLoggedIn, saveToken } from '../stores/session';
import { refreshBalance } from './balance';
import { type Failure, failureOf } from './failure';
import { closeModal } from './modal';
import { isModuleEnabled, ModuleFlag } from './module-flags';
import { navigate } from './navigate';
import { forgetRegistrationReads, readRegistration } from './registration-reads';
import {
  bounds,
  type FieldError,
  type FieldRequirement,
  MessageKey,
  type RegisterSettings,
  type RegistrationField,
  type RegistrationMode,
  type RegistrationValues,
  registrationFields,
  type ValidationRules,
  validateRegistration,
} from './validation';

/** What a merchant's form needs: its rules, its settings, its mode and the fields it shows. */
export interface RegistrationSetup {
  rules: ValidationRules;
  settings: RegisterSettings;
  mode: RegistrationMode;
  fields: FieldRequirement[];
}

export type RegisterForm = RegistrationValues & { terms: boolean; captchaId?: string };

/** Errors by field; `referralCode` is the link's code (R3.03), which no operator setting shows. */
export type FieldErrors = Partial<Record<RegistrationField | 'referralCode', FieldError>>;

export type RegisterResult =
  | { status: 'ok'; account: string }
  | { status: 'terms' }
  /**
   * `setup`: the server named a field the form did not show (the operator changed the settings
   * after it loaded), so the settings were read again: the form shows these fields from now on.
   */
  | { status: 'invalid'; errors: FieldErrors; setup?: RegistrationSetup }
  | ({ status: 'failed' } & Pick<Failure, 'errorCode' | 'message' | 'captcha'>);

export interface RegisterDetail {
  account: string;
  affiliateCode: string | null;
}

let setup: { merchant: string; promise: Promise<RegistrationSetup> } | null = null;

/**
 * The merchant's register settings and validation rules (R7.13), loaded once per merchant: the
 * reads the runtime may have started already, as the form's chunk was fetched (registration-reads.ts:
 * after startup, and never on a page the platform refused, R8.18), with the mode and fields they give.
 */
export function loadRegistration(): Promise<RegistrationSetup> {
  const merchant = $config.get().merchantCode;
  if (setup?.merchant === merchant) return setup.promise;
  // The mode reads the merchant's modules, which startup (awaited by the reads) brought.
  const promise = readRegistration().then(([rules, settings]) => {
    const mode = registrationMode();
    return { rules, settings, mode, fields: registrationFields(settings, mode) };
  });
  setup = { merchant, promise };
  // A failed load is asked again next time rather than remembered.
  promise.catch(() => {
    if (setup?.promise === promise) setup = null;
  });
  return promise;
}

/** Forgets the loaded setup: a merchant's operator changed its rules, or a test starts afresh. */
export function forgetRegistration(): void {
  setup = null;
  forgetRegistrationReads();
}

/** Mobile mode (MOBILENUMREG3 or MOBILENUMPASSREG3) and SMS verification (REGMOBVERF3). */
export function registrationMode(): RegistrationMode {
  return {
    mobile: isModuleEnabled(ModuleFlag.mobileRegister) || isModuleEnabled(ModuleFlag.mobilePasswordRegister),
    smsVerification: isModuleEnabled(ModuleFlag.registerMobileVerification),
  };
}

/** The page's affiliate code: `?affiliateCode=` or `?code=`, else the loader's config; null when none. */
export function pageAffiliateCode(): string | null {
  const search = typeof location === 'undefined' ? '' : (location.search ?? '');
  const query = new URLSearchParams(search);
  const code = (query.get('affiliateCode') || query.get('code') || configuredAffiliateCode() || '').trim();
  return code || null;
}

/**
 * The referral code of the link a friend shared (`?referralCode=`, R3.03); null when none. Only the
 * page carries it: a member's link leads to the site's /register with it.
 */
export function pageReferralCode(): string | null {
  const search = typeof location === 'undefined' ? '' : (location.search ?? '');
  const code = (new URLSearchParams(search).get('referralCode') ?? '').trim();
  return code || null;
}

/**
 * Registration (spec section 4): terms (R4.28, R5.20), the merchant's rules (R4.29), the affiliate
 * code checked first (R4.30) and refused with `invitation_code_error` (R8.01, R8.02), then
 * register (or register/mobile when numbers are verified) with registerUrl, registerMethod WEB and domain
 * (R3.04) asking to be logged in; then the session is kept as a login's, the modal closes and the
 * player lands on / (R4.31) where the host routes it: `lobbykit:navigate` with reason `registered`,
 * which the player site's router follows and a partner page, by default, does not (the form stays,
 * signed in, and shows that it worked).
 */
export async function register(form: RegisterForm): Promise<RegisterResult> {
  if (!form.terms) return { status: 'terms' };
  const { terms: _terms, captchaId, ...entered } = form;
  const values: RegistrationValues = { ...entered };
  const affiliateCode = values.affiliateCode?.trim() || pageAffiliateCode();
  if (affiliateCode) values.affiliateCode = affiliateCode;
  const referralCode = pageReferralCode();

  let current: RegistrationSetup;
  try {
    current = await loadRegistration();
  } catch (error) {
    return failure(error, {});
  }
  const errors = validateRegistration(values, current.rules, current.settings, current.mode);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };

  const client = getClient();
  const domain = typeof location === 'undefined' ? undefined : location.hostname;
  try {
    if (affiliateCode) {
      const check = await client.call(affiliateCheck, { code: affiliateCode, ...(domain ? { domain } : {}) });
      if (!check.valid) return invalid('affiliateCode', MessageKey.invitation);
    }
    // register/mobile is registration with a verified number (R7.06); the server checks the code there.
    const endpoint = current.mode.smsVerification ? registerMobile : registerEndpoint;
    const answer = await client.call(endpoint, {
      ...trimmedValues(values),
      ...(captchaId ? { captchaId } : {}),
      // The server links the new member to the code's owner, or refuses an unknown code on referralCode.
      ...(referralCode ? { referralCode } : {}),
      ...(values.mobileNum ? { countryDialingCode: current.settings.countryDialingCode } : {}),
      ...(typeof location === 'undefined' ? {} : { registerUrl: location.href }),
      ...(domain ? { domain } : {}),
      registerMethod: 'WEB',
      login: true,
    });
    if (!answer) throw new ApiError({ errorCode: ErrorCode.badResponse, message: '' }, 200);
    saveToken(answer.token); // R4.02, as a login
    let member: ResponseOf<typeof memberInfo>;
    try {
      member = await client.call(memberInfo); // R4.03
    } catch (error) {
      forgetSession();
      throw error;
    }
    markLoggedIn(member); // R4.04, R4.05
  } catch (error) {
    return withCurrentSettings(failure(error, current.rules), current);
  }

  const session = $session.get();
  $session.setKey('afterLogin', true); // R4.09
  void refreshBalance();
  closeModal('register');
  const account = session.account ?? '';
  emit('register', { account, affiliateCode: affiliateCode ?? null });
  emit('login', { account, isAgent: session.isAgent, isTrial: session.isTrial });
  navigate('/', { reason: 'registered' });
  return { status: 'ok', account };
}

/**
 * A refusal naming a field the form does not show means the settings changed since the form
 * loaded (the operator turned the captcha on): read them again, and hand the new setup back when it
 * shows that field, so the form can ask for it instead of repeating a message it has no input for.
 */
async function withCurrentSettings(
  result: RegisterResult,
  current: RegistrationSetup,
): Promise<RegisterResult> {
  if (result.status !== 'invalid') return result;
  const shown = new Set<string>(current.fields.map((field) => field.name));
  // The referral code comes from the link, never from the operator's settings: nothing to reload for it.
  const hidden = Object.keys(result.errors).filter((name) => !shown.has(name) && name !== 'referralCode');
  if (hidden.length === 0) return result;
  forgetRegistration();
  const fresh = await loadRegistration().catch(() => null);
  if (!fresh?.fields.some((field) => hidden.includes(field.name))) return result;
  return { ...result, setup: fresh };
}

function trimmedValues(
  values: RegistrationValues,
): RegistrationValues & { username: string; password: string; confirmPassword: string } {
  const out: RegistrationValues = {};
  for (const [key, value] of Object.entries(values) as [RegistrationField, string | undefined][]) {
    if (value === undefined) continue;
    const kept = key.toLowerCase().includes('password') ? value : value.trim();
    // Empty optional fields are left out: the server refuses a disabled field sent non-empty only.
    if (kept !== '') out[key] = kept;
  }
  return { username: '', password: '', confirmPassword: '', ...out };
}

function invalid(
  field: RegistrationField | 'referralCode',
  key: string,
  rules: ValidationRules = {},
): RegisterResult {
  const params = bounds(field === 'referralCode' ? undefined : rules[field]);
  return { status: 'invalid', errors: { [field]: { key, params } } };
}

/** A server refusal of one field reads like the client's own check; anything else is a message. */
function failure(error: unknown, rules: ValidationRules): RegisterResult {
  const { errorCode, message, captcha, messageKey, field: named } = failureOf(error);
  const field = named as RegistrationField | 'referralCode' | null;
  const aboutField = errorCode === ErrorCode.validation || errorCode === ErrorCode.conflict;
  if (field && aboutField && messageKey !== null) return invalid(field, messageKey, rules);
  if (field === 'username' && errorCode === ErrorCode.conflict)
    return invalid(field, MessageKey.usernameTaken);
  return { status: 'failed', errorCode, message, captcha };
}
