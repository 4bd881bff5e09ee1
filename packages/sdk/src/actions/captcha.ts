import type { ResponseOf } from '@lobbykit/api-client';
import { captcha } from '@lobbykit/api-client/first-paint';
import { getClient } from '../client/configure';

/** R4.36, R9.08: a captcha refresh at most once per second. */
export const CAPTCHA_REFRESH_MS = 1000;

/** `image` is a base64 data URL of the picture. */
export type CaptchaChallenge = ResponseOf<typeof captcha>;

let lastRequest = Number.NEGATIVE_INFINITY;

/** A new captcha, or null when asked again within a second of the last one. */
export async function requestCaptcha(): Promise<CaptchaChallenge | null> {
  const now = Date.now();
  if (now - lastRequest < CAPTCHA_REFRESH_MS) return null;
  lastRequest = now;
  return getClient().call(captcha);
}
