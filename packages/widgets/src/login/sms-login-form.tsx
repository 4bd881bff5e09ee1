import { errorMessage, isModuleEnabled, type MessageKey, ModuleFlag } from '@lobbykit/sdk';
import {
  firebaseSmsLogin,
  isSliderRequired,
  loadRegistration,
  type RegistrationSetup,
  type SliderSolution,
  sendFirebaseSms,
  sendLoginSms,
  smsLogin,
} from '@lobbykit/sdk/accounts';
import { useEffect, useId, useRef, useState } from 'react';
import { en as registerWords } from '../register/messages/en';
import { MobileField } from '../register/mobile-field';
import { SmsCodeField } from '../register/sms-code-field';
import { SliderCheck } from '../slider-check/slider-check';
import '../register/messages/register-messages';
import { withTokenDefaults } from '../theme/tokens';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { useOwnStyles } from '../ui/use-own-styles';
import { useTranslate } from '../ui/use-translate';
import type { LoginOutcome } from './login-form';
import { smsLoginFormCss } from './sms-login-form.css';
import { TermsLabel } from './terms-label';

const sheet = withTokenDefaults(smsLoginFormCss);

interface SmsLoginFormProps {
  onSuccess: (outcome: LoginOutcome) => void;
  agent?: boolean;
}

type Problems = { mobileNum: string | null; verificationCode: string | null; form: string | null };
const none: Problems = { mobileNum: null, verificationCode: null, form: null };

/**
 * The SMS-code login (MOBILEVERCODELOGIN3): the merchant's mobile number (R5.04) and the code sent
 * to it (R5.05, R7.21). Where the merchant turned Firebase SMS login on (FIREBASESMSLOGIN3, R4.13)
 * the code comes from Firebase (1-minute countdown) and its ID token logs the player in. The sdk's
 * smsLogin and firebaseSmsLogin own the flows; this owns what the player sees.
 */
export function SmsLoginForm({ onSuccess, agent = false }: SmsLoginFormProps) {
  const t = useTranslate();
  const id = useId();
  const root = useRef<HTMLFormElement>(null);
  useOwnStyles(root, sheet);
  const [setup, setSetup] = useState<RegistrationSetup | null>(null);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [terms, setTerms] = useState(false);
  const [termsInvalid, setTermsInvalid] = useState(false);
  const [problems, setProblems] = useState<Problems>(none);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  /** R4.12: 0 while no slider shows; each Send that needs one shows a new puzzle (its key). */
  const [slider, setSlider] = useState(0);
  const alive = useRef(true);
  const viaFirebase = isModuleEnabled(ModuleFlag.firebaseSmsLogin);

  useEffect(() => {
    alive.current = true;
    loadRegistration().then(
      (loaded) => alive.current && setSetup(loaded),
      (error: unknown) => alive.current && setProblems({ ...none, form: errorMessage(String(error)) }),
    );
    return () => {
      alive.current = false;
    };
  }, []);

  async function send() {
    if (!setup || sending) return;
    if (isSliderRequired(setup.settings)) {
      setSlider((shown) => shown + 1);
      return;
    }
    const result = await sendWith(undefined);
    // The merchant turned the slider on after the settings were read: the server asks, show it.
    if (result?.status === 'failed' && result.field === 'slider') setSlider((shown) => shown + 1);
  }

  async function sendWith(solution: SliderSolution | undefined) {
    if (!setup) return null;
    setSending(true);
    const sendCode = viaFirebase ? sendFirebaseSms : sendLoginSms;
    const result = await sendCode(setup.settings.countryDialingCode, mobile, setup, solution);
    if (!alive.current) return null;
    setSending(false);
    const numberProblem = result.status === 'failed' && result.field !== 'slider';
    setProblems(numberProblem ? { ...none, mobileNum: result.message } : none);
    return result;
  }

  /** R4.12: the slider's drop sends the code; false asks the slider for a new puzzle. */
  async function verifySlider(solution: SliderSolution): Promise<boolean> {
    const result = await sendWith(solution);
    if (result?.status === 'failed' && result.field === 'slider') return false;
    // Refused for the number: the slider closes and the field says why; the next Send asks again.
    if (result?.status === 'failed') setSlider(0);
    return true;
  }

  async function submit(event: Event) {
    event.preventDefault();
    if (!setup || busy) return;
    setBusy(true);
    const result = await (viaFirebase ? firebaseSmsLogin : smsLogin)(
      {
        mobileNum: mobile,
        verificationCode: code,
        countryDialingCode: setup.settings.countryDialingCode,
        terms,
        agent,
      },
      setup,
    );
    if (!alive.current) return;
    setBusy(false);
    if (result.status !== 'failed') {
      onSuccess(result);
      return;
    }
    if (result.errorCode === 'terms') {
      setTermsInvalid(true);
      return;
    }
    // The server's reason in the player's words where the form knows it (R4.13: a wrong, expired or
    // spent code, a token for another number), else the error code's.
    const reason = 'messageKey' in result ? result.messageKey : undefined;
    const message =
      reason && reason in registerWords.error
        ? t(`register.error.${reason}` as MessageKey)
        : result.message || errorMessage(result.errorCode);
    if (result.field === 'mobileNum') setProblems({ ...none, mobileNum: message });
    else if (result.field === 'verificationCode') setProblems({ ...none, verificationCode: message });
    else setProblems({ ...none, form: message });
  }

  return (
    <form className="lk-login" ref={root} noValidate onSubmit={submit} aria-busy={busy || !setup}>
      <div className="lk-login__alert" role="alert">
        {problems.form ? <p className="lk-login__alert-text">{problems.form}</p> : null}
      </div>
      <MobileField
        id={`${id}-mobile`}
        value={mobile}
        onInput={setMobile}
        error={problems.mobileNum}
        dialingCode={setup?.settings.countryDialingCode ?? ''}
        digits={setup?.settings.mobileDigits ?? 0}
        prefix={setup?.settings.mobilePrefix ?? ''}
      />
      <SmsCodeField
        id={`${id}-code`}
        value={code}
        onInput={setCode}
        error={problems.verificationCode}
        // Until the settings are read, Send waits (a click then could not know about the slider).
        busy={sending || setup === null}
        onSend={send}
      />
      {slider > 0 ? <SliderCheck key={slider} verify={verifySlider} /> : null}
      <Checkbox
        id={`${id}-terms`}
        checked={terms}
        invalid={termsInvalid && !terms}
        onChange={(checked) => {
          setTerms(checked);
          if (checked) setTermsInvalid(false);
        }}
      >
        <TermsLabel />
      </Checkbox>
      <Button type="submit" block loading={busy} disabled={!setup}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
