import { $startup, isModuleEnabled, ModuleFlag } from '@lobbykit/sdk';
import { useState } from 'react';
import { useLazyComponent } from '../ui/use-lazy-component';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { LoginForm, type LoginOutcome } from './login-form';

// Only merchants with MOBILEVERCODELOGIN3 or FIREBASESMSLOGIN3 (R4.13) offer the SMS login, and
// only its players download it.
const loadSmsForm = () => import('./sms-login-form').then((module) => module.SmsLoginForm);
// Google and Facebook (R4.14, R4.15) come with their own chunk; the agent login has none.
const loadSocialSignIn = () => import('./social-sign-in').then((module) => module.SocialSignIn);

interface LoginMethodsProps {
  onSuccess: (outcome: LoginOutcome) => void;
  agent?: boolean;
}

/**
 * The password form, and where the merchant offers it (MOBILEVERCODELOGIN3, or Firebase's,
 * FIREBASESMSLOGIN3) the SMS-code form with
 * a switch between the two: the same in the card, the widget's dialog and the site's popup. The
 * switch sits below everything else in the card, so its late arrival moves nothing inside it.
 */
export function LoginMethods({ onSuccess, agent = false }: LoginMethodsProps) {
  const t = useTranslate();
  // The form draws before the merchant's settings arrive; the switch comes in when they say so.
  useStore($startup);
  const [bySms, setBySms] = useState(false);
  const SmsForm = useLazyComponent(loadSmsForm, bySms);
  const Social = useLazyComponent(loadSocialSignIn, !agent);
  return (
    <>
      {bySms ? (
        SmsForm ? (
          <SmsForm onSuccess={onSuccess} agent={agent} />
        ) : null
      ) : (
        <LoginForm onSuccess={onSuccess} agent={agent} />
      )}
      {Social ? <Social /> : null}
      {isModuleEnabled(ModuleFlag.verificationCodeLogin) || isModuleEnabled(ModuleFlag.firebaseSmsLogin) ? (
        <button type="button" className="lk-login-card__switch" onClick={() => setBySms(!bySms)}>
          {bySms ? t('login.usePassword') : t('login.useSms')}
        </button>
      ) : null}
    </>
  );
}
