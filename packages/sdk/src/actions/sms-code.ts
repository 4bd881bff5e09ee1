import { ApiError, ErrorCode } from '@lobbykit/api-client';
import { registerSms } from '@lobbykit/api-client/accounts';
import { atom } from 'nanostores';
import { getClient } from '../client/configure';
import { errorMessage } from '../i18n/error-message';
import { dialogs } from './dialogs';

/** R4.35, R9.07: one send per second, however fast the button is clicked. */
export const SMS_SEND_THROTTLE_MS = 1000;
/** R4.34, R9.05: the countdown when the server names no expiry. */
export const DEFAULT_SMS_SECONDS = 60;

/** Seconds until another code may be asked for; 0 when the Send button is free. */
export const $smsCountdown = atom(0);

export type SmsSendResult =
  | { status: 'sent'; seconds: number; message: string }
  | { status: 'throttled' }
  | { status: 'counting'; seconds: number }
  | { status: 'failed'; errorCode: string; message: string };

let lastSend = Number.NEGATIVE_INFINITY;
let timer: ReturnType<typeof setInterval> | null = null;

function startCountdown(seconds: number): void {
  stopSmsCountdown();
  $smsCountdown.set(seconds);
  timer = setInterval(() => {
    const left = $smsCountdown.get() - 1;
    $smsCountdown.set(Math.max(0, left));
    if (left <= 0) stopSmsCountdown();
  }, 1000);
}

/** Stops the countdown and frees the button (a form closing, a test resetting). */
export function stopSmsCountdown(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
  $smsCountdown.set(0);
}

/** Forgets the last send so the next one is not throttled (tests). */
export function resetSmsThrottle(): void {
  lastSend = Number.NEGATIVE_INFINITY;
}

/**
 * Sends a registration code by SMS (R7.23). The countdown is expiredMinutes x 60 s (R4.32, R9.04),
 * 60 s when the server names none (R4.34); clicks within a second of the last are dropped (R4.35).
 * A refusal shows the server's message in a warning dialog (R8.03).
 */
export async function sendRegisterSms(dialCode: string, mobile: string): Promise<SmsSendResult> {
  const counting = $smsCountdown.get();
  if (counting > 0) return { status: 'counting', seconds: counting };
  const now = Date.now();
  if (now - lastSend < SMS_SEND_THROTTLE_MS) return { status: 'throttled' };
  lastSend = now;

  const number = mobile.trim();
  if (!number) return refuse('missing_phone', errorMessage('missing_phone'));
  try {
    const answer = await getClient().call(registerSms, {
      countryDialingCode: dialCode.trim(),
      mobileNo: number,
    });
    const seconds = answer.expiredMinutes > 0 ? Math.round(answer.expiredMinutes * 60) : DEFAULT_SMS_SECONDS;
    startCountdown(seconds);
    return { status: 'sent', seconds, message: answer.message };
  } catch (error) {
    if (error instanceof ApiError) {
      // The server's own words (R8.03); a code the sdk knows better reads in the player's language.
      const known = error.errorCode === ErrorCode.validation ? errorMessage('invalid_phone') : '';
      return refuse(error.errorCode, known || error.message || errorMessage(error.errorCode));
    }
    return refuse(ErrorCode.unknown, errorMessage(ErrorCode.unknown));
  }
}

function refuse(errorCode: string, message: string): SmsSendResult {
  void dialogs().alert(message);
  return { status: 'failed', errorCode, message };
}
