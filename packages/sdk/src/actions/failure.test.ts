import { ApiError, ErrorCode } from '@lobbykit/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/language';
import { failureMessage, failureOf } from './failure';

const refusal = (errorCode: string, status: number, flags: Record<string, unknown> = {}) =>
  new ApiError({ errorCode, message: 'server words', ...flags }, status);

afterEach(async () => {
  await setLanguage('EN');
});

describe('failureOf, the one error model of the sdk', () => {
  it('reads an api-client refusal: code, words, field, rule, wait, captcha and flags', () => {
    const failure = failureOf(
      refusal(ErrorCode.validation, 400, { field: 'amount', messageKey: 'amount_above_max', triesLeft: 2 }),
    );
    expect(failure).toMatchObject({
      errorCode: 'validation_failed',
      message: 'Please check the highlighted field.',
      field: 'amount',
      messageKey: 'amount_above_max',
      retryable: false,
      retryAfter: null,
      captcha: false,
      httpStatus: 400,
      serverMessage: 'server words',
      known: true,
    });
    expect(failure.details.triesLeft).toBe(2);
  });

  it('a timeout, a wait, maintenance and a server fault are worth asking again', () => {
    expect(failureOf(refusal(ErrorCode.timeout, 0)).retryable).toBe(true);
    expect(failureOf(refusal(ErrorCode.tooManyRequests, 429, { retryAfter: 120 }))).toMatchObject({
      retryable: true,
      retryAfter: 120,
    });
    expect(failureOf(refusal(ErrorCode.maintenance, 503)).retryable).toBe(true);
    expect(failureOf(refusal('ledger_down', 500)).retryable).toBe(true);
    expect(failureOf(refusal(ErrorCode.invalidCredentials, 401, { captcha: true }))).toMatchObject({
      retryable: false,
      captcha: true,
    });
  });

  it('R9.30 a fault that is no answer of the platform is unknown, in the player language', async () => {
    await setLanguage('BN');
    expect(failureOf(new Error('boom'))).toMatchObject({
      errorCode: 'unknown_error',
      message: 'অজানা ত্রুটি। অনুগ্রহ করে আবার চেষ্টা করুন।',
      field: null,
      messageKey: null,
      known: false,
    });
  });

  it('failureMessage keeps a widget sentence for a fault the platform did not explain', () => {
    expect(failureMessage(new Error('boom'), 'The records could not be loaded.')).toBe(
      'The records could not be loaded.',
    );
    expect(failureMessage(refusal(ErrorCode.notLoggedIn, 401), 'fallback')).toBe(
      failureOf(refusal(ErrorCode.notLoggedIn, 401)).message,
    );
    expect(failureMessage(new Error('boom'))).toBe('Unknown error. Please try again.');
  });
});
