import { ErrorCode, registerSettings } from '@lobbykit/api-client';
import { sliderChallenge, smsNoLogin } from '@lobbykit/api-client/accounts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { setDialogs } from './dialogs';
import { sendPasswordSms } from './forgot-password';
import {
  clampSliderOffset,
  isSliderRequired,
  loadSlider,
  type SliderPuzzle,
  sliderSolution,
  sliderTravel,
  sliderWaitSeconds,
} from './slider';
import { resetSmsThrottle, stopSmsCountdown } from './sms-code';
import { sendLoginSms } from './sms-login';

let harness: Harness;
let alerts: string[];
const smsCalls = () => harness.platform.calls(smsNoLogin);

const puzzle: SliderPuzzle = {
  sliderId: 'puzzle-1',
  width: 300,
  height: 150,
  pieceSize: 44,
  pieceY: 40,
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
  pieceImage: 'data:image/svg+xml;base64,PHN2Zy8+',
};

beforeEach(() => {
  harness = setUpRuntime();
  resetSmsThrottle();
  stopSmsCountdown();
  alerts = [];
  setDialogs({ alert: async (message) => void alerts.push(message) });
  harness.platform.on(sliderChallenge, puzzle);
  harness.platform.on(smsNoLogin, { expiredMinutes: 1, message: 'sent' });
  harness.platform.on(registerSettings, {
    fields: {},
    countryDialingCode: '63',
    mobileDigits: 11,
    mobilePrefix: '09',
    minimumAge: 18,
  });
});
afterEach(() => {
  stopSmsCountdown();
  setDialogs(null);
});

describe('slider check (R4.12)', () => {
  it('R4.12 loadSlider fetches a puzzle from /wps/verification/slider', async () => {
    expect(await loadSlider()).toEqual(puzzle);
    expect(harness.platform.calls(sliderChallenge)).toHaveLength(1);
  });

  it('R4.12 tells how long to wait when the platform drew too many puzzles for this address', async () => {
    harness.platform.fail(sliderChallenge, ErrorCode.tooManyRequests, { retryAfter: 17 });
    const refused = await loadSlider().catch((error: unknown) => error);
    expect(sliderWaitSeconds(refused)).toBe(17);
    harness.platform.fail(sliderChallenge, ErrorCode.maintenance);
    expect(sliderWaitSeconds(await loadSlider().catch((error: unknown) => error))).toBeNull();
  });

  it('R4.12 keeps the piece on the track in whole pixels', () => {
    expect(sliderTravel(puzzle)).toBe(256);
    expect(clampSliderOffset(puzzle, -5)).toBe(0);
    expect(clampSliderOffset(puzzle, 120.6)).toBe(121);
    expect(clampSliderOffset(puzzle, 999)).toBe(256);
    expect(clampSliderOffset(puzzle, Number.NaN)).toBe(0);
    expect(sliderSolution(puzzle, 130.2)).toEqual({ sliderId: 'puzzle-1', offset: 130 });
  });

  it('R4.12 reads the merchant setting from the register settings', () => {
    expect(isSliderRequired({ sliderCheck: true })).toBe(true);
    expect(isSliderRequired({ sliderCheck: false })).toBe(false);
    expect(isSliderRequired({})).toBe(false);
    expect(isSliderRequired(null)).toBe(false);
  });

  it('R4.12 the SMS login send passes the solved slider', async () => {
    await sendLoginSms('63', '09171234567', undefined, { sliderId: 'puzzle-1', offset: 130 });
    expect(smsCalls()[0]?.body).toEqual({
      mobileNum: '09171234567',
      countryDialingCode: '63',
      purpose: 'login',
      slider: { sliderId: 'puzzle-1', offset: 130 },
    });
  });

  it('R4.12 forgot password by phone passes the solved slider', async () => {
    await sendPasswordSms('09171234567', { sliderId: 'puzzle-1', offset: 88 });
    expect(smsCalls()[0]?.body).toMatchObject({
      purpose: 'password',
      slider: { sliderId: 'puzzle-1', offset: 88 },
    });
  });

  it("R8.21 a refused slider reads 'Please complete verification first' and names the field", async () => {
    harness.platform.fail(smsNoLogin, ErrorCode.validation, { field: 'slider', messageKey: 'verify_first' });
    const result = await sendLoginSms('63', '09171234567', undefined, { sliderId: 'puzzle-1', offset: 10 });
    expect(result).toEqual({
      status: 'failed',
      errorCode: 'validation_failed',
      message: 'Please complete verification first',
      field: 'slider',
    });
    expect(alerts).toEqual(['Please complete verification first']);
  });
});
