import { ErrorCode } from '@lobbykit/api-client';
import { registerSms } from '@lobbykit/api-client/accounts';
import { atom } from 'nanostores';
import { getClient } from '../client/configure';
import { errorMessage } from '../i18n/error-message';
import { dialogs } from './dialogs';
import { failureOf } from './failure';

/** R4.35, R9.07: one send per second, however fast the button is clicked. */
export const SMS_SEND_THROTTLE_MS = 1000;
/** R4.34, R9.05: the countdown when the server names no expiry. */
export const DEFAULT_SMS_SECONDS = 60;
/** R4.33, R9.06: a code Firebase sent counts down 1 minute, whatever expiry anyone names. */
export const FIREBASE_SMS_SECONDS = 60;

/**
 * What a sender answers once the code is on its way: the platform's expiry in minutes, or `via:
 * 'firebase'` when Firebase sent it (Firebase names no expiry of ours).
 */
export interface SmsSent {
  expiredMinutes?: number;
  message: string;
  via?: 'firebase';
}

/** The countdown for a sent code: 1 minute with Firebase, else expiredMinutes x 60 s, else 60 s. */
export function smsCountdownSeconds(sent: Omit<SmsSent, 'message'>): number {
  if (sent.via === 'firebase') return FIREBASE_SMS_SECONDS;
  const minutes = sent.expiredMinutes ?? 0;
  return minutes > 0 ? Math.round(minutes * 60) : DEFAULT_SMS_SECONDS;
}

/** Seconds until another code may be asked for; 0 when the Send button is free. */
export const $smsCountdown = atom(0);

export type SmsSendResult =
  | { status: 'sent'; seconds: number; message: string }
  | { status: 'throttled' }
  | { status: 'counting'; seconds: number }
  | { status: 'failed'; errorCode: string; message: string; field?: string | undefined };

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
export function sendRegisterSms(dialCode: string, mobile: string): Promise<SmsSendResult> {
  return sendSmsCode(mobile, (number) =>
    getClient().call(registerSms, { countryDialingCode: dialCode.trim(), mobileNo: number }),
  );
}

/** Refusals whose words the sdk has in every language: shown so, never in the server's English. */
const TRANSLATED_REFUSALS: ReadonlySet<string> = new Set([
  ErrorCode.quotaExceeded,
  ErrorCode.operationNotAllowed,
]);

/**
 * Any SMS code (registration, forgot password by phone) under the one countdown and throttle:
 * `ask` sends the trimmed number and answers the server's expiredMinutes (or that Firebase sent it).
 */
export async function sendSmsCode(
  mobile: string,
  ask: (number: string) => Promise<SmsSent>,
): Promise<SmsSendResult> {
  const counting = $smsCountdown.get();
  if (counting > 0) return { status: 'counting', seconds: counting };
  const now = Date.now();
  if (now - lastSend < SMS_SEND_THROTTLE_MS) return { status: 'throttled' };
  lastSend = now;

  const number = mobile.trim();
  if (!number) return refuse('missing_phone', errorMessage('missing_phone'));
  try {
    const answer = await ask(number);
    const seconds = smsCountdownSeconds(answer);
    startCountdown(seconds);
    return { status: 'sent', seconds, message: answer.message };
  } catch (error) {
    const { errorCode, message, field, serverMessage } = failureOf(error);
    // The server's own words (R8.03); a code the sdk knows better reads in the player's language.
    // R4.12: a slider refused (missing, wrong, spent) reads 'Please complete verification first' (R8.21).
    if (field === 'slider') return refuse(errorCode, errorMessage('verify_first'), 'slider');
    const known =
      errorCode === ErrorCode.validation
        ? errorMessage('invalid_phone')
        : // R8.10, R8.11: the operator's quota or a switched-off module, in the player's words.
          TRANSLATED_REFUSALS.has(errorCode)
          ? message
          : '';
    return refuse(errorCode, known || serverMessage || message);
  }
}

function refuse(errorCode: string, message: string, field?: string): SmsSendResult {
  void dialogs().alert(message);
  return { status: 'failed', errorCode, message, ...(field ? { field } : {}) };
}
