import { captcha, freePlay, login, logout, plainLogin, sessionKey } from '@lobbykit/api-client';
import { type Bind, signedIn } from '../http/bind';
import type { CaptchaService } from '../services/captcha';
import type { FreePlayService } from '../services/free-play';
import { CONTENT_ENC, KEY_ALG, type KeyRing } from '../services/key-ring';
import type { SessionService } from '../services/session';

export function sessionRoutes(
  bind: Bind,
  services: { keys: KeyRing; sessions: SessionService; captcha: CaptchaService; freePlay: FreePlayService },
): void {
  bind(
    sessionKey,
    async () => {
      const key = await services.keys.current();
      return { kid: key.kid, alg: KEY_ALG, enc: CONTENT_ENC, jwk: key.jwk };
    },
    { openDuringOutage: true },
  );

  bind(login, (form, call) => services.sessions.login(form, { merchant: call.merchant, ip: call.ip }));

  // R7.02: the plain call is the login's form without the encryption and the SMS fields.
  bind(plainLogin, (form, call) =>
    services.sessions.login(
      { ...form, isSms: false, rememberMe: false },
      { merchant: call.merchant, ip: call.ip },
    ),
  );

  bind(freePlay, (_form, call) => services.freePlay.start({ merchant: call.merchant, ip: call.ip }));

  bind(logout, async (_input, call) => {
    await services.sessions.logout(signedIn(call).session);
    return null;
  });

  bind(captcha, () => services.captcha.issue());
}
