import {
  errorMessage,
  type LoginChallenge,
  type LoginForm as LoginFormValues,
  login,
  openModal,
  rememberedUsername,
  rememberUsername,
  requestCaptcha,
} from '@lobbykit/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Field } from '../ui/field';
import { PasswordInput } from '../ui/password-input';
import { useLazyComponent } from '../ui/use-lazy-component';
import { useTranslate } from '../ui/use-translate';
import { checkLogin, hasProblems, type LoginChecks, type LoginValues, trimLoginValues } from './login-checks';
import { TermsLabel } from './terms-label';

export type LoginOutcome = Extract<Awaited<ReturnType<typeof login>>, { status: 'ok' | 'changePassword' }>;

interface LoginFormProps {
  /** Called once the sdk has logged the player in (or sent them on to change their password). */
  onSuccess: (outcome: LoginOutcome) => void;
  /** The agent login (/agent): the server lets agents in only (R6.12, R6.13). */
  agent?: boolean;
}

// Most players never see a captcha: it comes after failed attempts (R4.11), so it loads then.
const loadCaptchaField = () => import('./captcha-field').then((module) => module.CaptchaField);
// R4.16: only a login from a new IP, at a merchant that asks for it, needs the extra check.
const loadProofStep = () => import('./login-proof-step').then((module) => module.LoginProofStep);

const noChecks: LoginChecks = {
  fields: { username: [], password: [], captcha: [] },
  form: null,
  invalid: [],
};

interface Captcha {
  id: string | null;
  image: string | null;
}

/** The form of spec section 4: the sdk's `login()` owns the flow, this owns what the player sees. */
export function LoginForm({ onSuccess, agent = false }: LoginFormProps) {
  const t = useTranslate();
  const id = useId();
  // R9.09: a username remembered within the last day is filled in; a password never is.
  const [values, setValues] = useState<LoginValues>(() => ({
    username: rememberedUsername(),
    password: '',
    captcha: '',
  }));
  const [remember, setRemember] = useState(() => values.username !== '');
  const [terms, setTerms] = useState(false);
  const [termsInvalid, setTermsInvalid] = useState(false);
  const [checks, setChecks] = useState<LoginChecks>(noChecks);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const CaptchaField = useLazyComponent(loadCaptchaField, captcha !== null);
  const [held, setHeld] = useState<{ challenge: LoginChallenge; form: LoginFormValues } | null>(null);
  const ProofStep = useLazyComponent(loadProofStep, held !== null);
  // A submit can finish after the popup closed; never set state on a form that is gone.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // What was typed, read at submit time: a password manager may fill and submit in one tick,
  // before the state above has re-rendered.
  const latest = useRef({ values, terms });
  const update = (next: Partial<LoginValues>) => {
    latest.current.values = { ...latest.current.values, ...next };
    setValues(latest.current.values);
  };
  const set = (field: keyof LoginValues) => (value: string) => update({ [field]: value });

  async function refreshCaptcha() {
    const next = await requestCaptcha();
    // null: asked again within a second (R4.36); the picture on screen stays.
    if (next && alive.current) setCaptcha({ id: next.captchaId, image: next.image });
  }

  async function submit(event: Event) {
    event.preventDefault();
    if (busy) return;
    const trimmed = trimLoginValues(latest.current.values);
    const terms = latest.current.terms;
    update(trimmed);
    setServerError(null);
    const found = checkLogin(trimmed, captcha !== null, t);
    setChecks(found);
    if (hasProblems(found)) return;

    setBusy(true);
    let result: Awaited<ReturnType<typeof login>>;
    const form: LoginFormValues = {
      username: trimmed.username,
      password: trimmed.password,
      terms,
      ...(agent ? { agent: true } : {}),
      ...(captcha ? { captcha: trimmed.captcha, captchaId: captcha.id ?? '' } : {}),
    };
    try {
      result = await login(form);
    } catch {
      // The action reports failures as results; anything thrown is a bug or a dead network.
      result = { status: 'failed', errorCode: 'unknown_error', message: '', captcha: false };
    }
    if (!alive.current) return;
    setBusy(false);
    if (result.status !== 'failed') {
      rememberUsername(remember ? trimmed.username : '');
      onSuccess(result);
      return;
    }
    if (result.proof) {
      setHeld({ challenge: result.proof, form });
      return;
    }
    // R5.06: unticked terms stop the login without a message; the box is highlighted instead.
    if (result.errorCode === 'terms') {
      setTermsInvalid(true);
      return;
    }
    setServerError(errorMessage(result.errorCode));
    if (result.captcha || captcha) {
      update({ captcha: '' });
      setCaptcha((current) => current ?? { id: null, image: null });
      await refreshCaptcha();
    }
  }

  const alert = checks.form ?? serverError;
  if (held) {
    return ProofStep ? (
      <ProofStep
        challenge={held.challenge}
        form={held.form}
        onSuccess={(outcome) => {
          rememberUsername(remember ? held.form.username : '');
          onSuccess(outcome);
        }}
        onBack={() => setHeld(null)}
      />
    ) : null;
  }
  return (
    <form className="lk-login" part="form" noValidate onSubmit={submit} aria-busy={busy}>
      <div className="lk-login__alert" part="alert" role="alert">
        {alert ? <p className="lk-login__alert-text">{alert}</p> : null}
      </div>
      <Field
        id={`${id}-username`}
        label={t('login.username')}
        errors={checks.fields.username}
        invalid={checks.invalid.includes('username')}
      >
        {(control) => (
          <input
            {...control}
            className="lk-input"
            part="input"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellcheck={false}
            placeholder={t('login.usernamePlaceholder')}
            value={values.username}
            onInput={(event) => set('username')((event.currentTarget as HTMLInputElement).value)}
          />
        )}
      </Field>
      <Field
        id={`${id}-password`}
        label={t('login.password')}
        errors={checks.fields.password}
        invalid={checks.invalid.includes('password')}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            value={values.password}
            onValue={set('password')}
          />
        )}
      </Field>
      {captcha && CaptchaField ? (
        <CaptchaField
          id={`${id}-captcha`}
          image={captcha.image}
          value={values.captcha}
          onInput={set('captcha')}
          errors={checks.fields.captcha}
          onRefresh={refreshCaptcha}
        />
      ) : null}
      <Checkbox id={`${id}-remember`} checked={remember} onChange={setRemember}>
        {t('login.rememberMe')}
      </Checkbox>
      <Checkbox
        id={`${id}-terms`}
        checked={terms}
        invalid={termsInvalid && !terms}
        onChange={(checked) => {
          latest.current.terms = checked;
          setTerms(checked);
          if (checked) setTermsInvalid(false);
        }}
      >
        <TermsLabel />
      </Checkbox>
      <Button type="submit" block loading={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
      <button type="button" className="lk-link lk-login__forgot" onClick={() => openModal('forgotPassword')}>
        {t('login.forgotPassword')}
      </button>
    </form>
  );
}
