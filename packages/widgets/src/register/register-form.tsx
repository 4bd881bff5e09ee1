import { errorMessage, requestCaptcha } from '@lobbykit/sdk';
import {
  type FieldError,
  type FieldErrors,
  loadRegistration,
  pageAffiliateCode,
  pageReferralCode,
  type RegisterResult,
  type RegistrationField,
  type RegistrationValues,
  register,
  validateField,
} from '@lobbykit/sdk/accounts';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { Field } from '../ui/field';
import { Skeleton } from '../ui/skeleton';
import { useLazyComponent } from '../ui/use-lazy-component';
import { useLoadable } from '../ui/use-loadable';
import { useTranslate } from '../ui/use-translate';
import { fieldMessage } from './field-message';
import { MobileField } from './mobile-field';
import { RegisterField } from './register-field';
import { RegisterTerms } from './register-terms';

interface RegisterFormProps {
  /** An affiliate code from the widget's props; else the page URL's or the loader config's. */
  affiliateCode?: string | undefined;
  /** Registered and signed in, as `account`. */
  onSuccess: (account: string) => void;
  /** 'Already have an account? Log in'. */
  onLogin: () => void;
}

// The login form's own captcha field and chunk (with the login namespace's words it shows); fetched
// only where the merchant turns the captcha on.
const loadCaptchaField = () => import('../login/captcha-field').then((module) => module.CaptchaField);
// The SMS code field with its countdown: only where the merchant asks for a verification code.
const loadSmsCodeField = () => import('./sms-code-field').then((module) => module.SmsCodeField);

/** The fields every merchant's form starts with (the sdk's registrationFields), drawn before the settings arrive. */
const CREDENTIALS: readonly { name: RegistrationField; required: boolean }[] = [
  { name: 'username', required: true },
  { name: 'password', required: true },
  { name: 'confirmPassword', required: true },
];

/** The registration form of spec section 4: the sdk's `register()` owns the flow, this what the player sees. */
export function RegisterForm({ affiliateCode, onSuccess, onLogin }: RegisterFormProps) {
  const t = useTranslate();
  const id = useId();
  const fixedAffiliate = affiliateCode?.trim() || pageAffiliateCode();
  // A friend's referral link carries its code: shown, not edited, and sent by the sdk's register().
  const referralCode = pageReferralCode();
  // The rules and settings: the sdk's one load per merchant, which the runtime started already as the
  // widget's chunk was fetched (registration-reads.ts); a retry asks again, a stale answer is dropped.
  const [load, registration] = useLoadable(loadRegistration);
  const [values, setValues] = useState<RegistrationValues>(
    fixedAffiliate ? { affiliateCode: fixedAffiliate } : {},
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [terms, setTerms] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captcha, setCaptcha] = useState<{ id: string; image: string } | null>(null);
  // While the rules and settings load, the credentials every merchant asks for are drawn already,
  // ready to type in; what the settings decide (the operator's fields, the age notice, the submit)
  // waits in placeholders of their size (issue 15 item 5).
  const setup = load.status === 'ready' ? load.data : null;
  const shows = (name: RegistrationField) => setup?.fields.some((field) => field.name === name) ?? false;
  const captchaShown = shows('captcha');
  const CaptchaField = useLazyComponent(loadCaptchaField, captchaShown);
  const SmsCodeField = useLazyComponent(loadSmsCodeField, shows('verificationCode'));
  const alertBox = useRef<HTMLDivElement>(null);
  const alive = useRef(true);
  // The captcha picture is asked for when the player first touches the form (focus or typing), not
  // on every page view: a page with the form nobody fills in costs no captcha (issue 15 item 5).
  const touched = useRef(false);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  // A form the player touched before the settings showed the captcha asks for its picture once they do.
  useEffect(() => {
    if (captchaShown && touched.current) void refreshCaptcha();
  }, [setup]);

  // The alert sits above a long form: bring it into view when a submit ends in one.
  useEffect(() => {
    if (alert) alertBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [alert]);

  function touch() {
    if (touched.current) return;
    touched.current = true;
    if (captchaShown) void refreshCaptcha();
  }

  async function refreshCaptcha() {
    const next = await requestCaptcha().catch(() => null);
    // null: asked again within a second (R4.36); the picture on screen stays.
    if (next && alive.current) setCaptcha({ id: next.captchaId, image: next.image });
  }

  if (load.status === 'failed') {
    return (
      <div className="lk-register">
        <ErrorState
          message={`${t('register.loadFailed')} ${load.failure.message}`}
          onRetry={registration.retry}
        />
      </div>
    );
  }
  const fields = setup?.fields ?? CREDENTIALS;

  const set = (name: RegistrationField) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
  };
  const errorOf = (name: RegistrationField) => {
    const error = errors[name];
    return error ? fieldMessage(name, error, t) : null;
  };

  /** The mobile number to send a code to, or null with the reason below its input. */
  function mobileForCode(): string | null {
    if (!setup) return null;
    const mobile = values.mobileNum ?? '';
    const problem = validateField('mobileNum', mobile, setup.rules.mobileNum, {
      ...setup.settings,
      fields: { ...setup.settings.fields, mobileNum: { enabled: true, required: true } },
    });
    if (problem) {
      setErrors((current) => ({
        ...current,
        mobileNum: { ...problem, key: mobile.trim() ? 'invalid_phone' : problem.key },
      }));
      return null;
    }
    setErrors(({ mobileNum: _gone, ...rest }) => rest);
    return mobile;
  }

  async function submit(event: Event) {
    event.preventDefault();
    if (busy || !setup) return;
    setAlert(null);
    setBusy(true);
    let result: RegisterResult;
    try {
      result = await register({ ...values, terms, ...(captcha ? { captchaId: captcha.id } : {}) });
    } catch {
      result = {
        status: 'failed',
        errorCode: 'unknown_error',
        message: errorMessage('unknown_error'),
        captcha: false,
      };
    }
    if (!alive.current) return;
    setBusy(false);
    if (result.status === 'ok') {
      onSuccess(result.account);
      return;
    }
    setTermsMissing(result.status === 'terms');
    setErrors(result.status === 'invalid' ? result.errors : {});
    if (result.status === 'failed') setAlert(result.message);
    if (result.status === 'invalid' && result.setup) {
      // The settings changed since the form loaded: it now shows the field the server asked for
      // (and a captcha it now asks for comes with its picture).
      touched.current = true;
      registration.replace(result.setup);
    } else if (result.status === 'invalid') {
      // A refusal about a field this form does not show (the dialing code) has nowhere below an input.
      const shown = new Set<string>(setup.fields.map((field) => field.name));
      const elsewhere = (
        Object.entries(result.errors) as [RegistrationField | 'referralCode', FieldError][]
      ).find(([name]) => !shown.has(name) && !(name === 'referralCode' && referralCode));
      if (elsewhere) setAlert(fieldMessage(elsewhere[0], elsewhere[1], t));
    }
    if (result.status === 'failed' && (result.captcha || captcha)) {
      setValues((current) => ({ ...current, captcha: '' }));
      void refreshCaptcha();
    }
  }

  return (
    <form
      className="lk-register"
      part="form"
      noValidate
      onSubmit={submit}
      onFocusCapture={touch}
      onInputCapture={touch}
      aria-busy={busy || setup === null}
    >
      {setup === null ? (
        <p className="lk-sr-only">{t('register.loading')}</p>
      ) : (
        <div className="lk-login__alert" part="alert" role="alert" ref={alertBox}>
          {alert ? <p className="lk-login__alert-text">{alert}</p> : null}
        </div>
      )}
      {fields.map(({ name, required }) => {
        const fieldId = `${id}-${name}`;
        const value = values[name] ?? '';
        // Only the settings name these fields: `setup` is there whenever they are.
        if (setup && name === 'mobileNum')
          return (
            <MobileField
              key={name}
              id={fieldId}
              value={value}
              onInput={set(name)}
              error={errorOf(name)}
              dialingCode={setup.settings.countryDialingCode}
              digits={setup.settings.mobileDigits}
              prefix={setup.settings.mobilePrefix}
            />
          );
        if (setup && name === 'verificationCode')
          return SmsCodeField === null ? null : (
            <SmsCodeField
              key={name}
              id={fieldId}
              value={value}
              onInput={set(name)}
              error={errorOf(name)}
              dialingCode={setup.settings.countryDialingCode}
              mobile={mobileForCode}
              onSent={() => setAlert(null)}
            />
          );
        if (name === 'captcha')
          return CaptchaField === null ? null : (
            <CaptchaField
              key={name}
              id={fieldId}
              image={captcha?.image ?? null}
              value={value}
              onInput={set(name)}
              errors={[errorOf(name) ?? '']}
              onRefresh={refreshCaptcha}
            />
          );
        return (
          <RegisterField
            key={name}
            id={fieldId}
            name={name}
            value={value}
            required={required}
            error={errorOf(name)}
            readOnly={name === 'affiliateCode' && fixedAffiliate !== null}
            onInput={set(name)}
          />
        );
      })}
      {referralCode ? (
        <Field
          id={`${id}-referralCode`}
          label={t('register.field.referralCode')}
          errors={errors.referralCode ? fieldMessage('referralCode', errors.referralCode, t) : null}
        >
          {(control) => (
            <input
              {...control}
              className="lk-input"
              part="input"
              name="referralCode"
              type="text"
              readOnly
              title={t('register.referralFromLink')}
              value={referralCode}
            />
          )}
        </Field>
      ) : null}
      {setup === null ? (
        <div className="lk-register__pending" aria-hidden="true">
          <Skeleton height="88px" />
          <Skeleton height="48px" />
          <Skeleton height="44px" />
        </div>
      ) : (
        <>
          <RegisterTerms
            id={`${id}-terms`}
            checked={terms}
            missing={termsMissing && !terms}
            minimumAge={setup.settings.minimumAge}
            onChange={(checked) => {
              setTerms(checked);
              if (checked) setTermsMissing(false);
            }}
          />
          <Button type="submit" block loading={busy}>
            {busy ? t('register.submitting') : t('register.submit')}
          </Button>
          <p className="lk-register__login">
            {t('register.haveAccount')}{' '}
            <button type="button" className="lk-link lk-register__login-link" onClick={onLogin}>
              {t('register.login')}
            </button>
          </p>
        </>
      )}
    </form>
  );
}
