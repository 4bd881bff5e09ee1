import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import { registerSettings, sliderChallenge, smsNoLogin } from '@lobbykit/api-client/contract';
import type { FakePlatform } from '@lobbykit/api-client/testing';

/**
 * The stand-in platform's slider answers (R4.12): register settings with the check on, a puzzle
 * drawn here the way the server draws one, and an SMS send that accepts or refuses the slider.
 */
export interface SliderScenario {
  answer?: 'accepted' | 'refused';
  /** The platform refuses to draw: this address asked for too many puzzles in the last minute. */
  tooMany?: boolean;
}

let issued = 0;
const dataUrl = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;

function puzzle() {
  issued += 1;
  const gap = 'M0 6 H13 A6 6 0 0 1 25 6 H38 V19 A6 6 0 0 1 38 31 V44 H0Z';
  const circles =
    '<circle cx="60" cy="40" r="30" fill="#f5b942" fill-opacity=".75"/><circle cx="170" cy="95" r="26" fill="#4fd1c5" fill-opacity=".75"/>' +
    '<circle cx="250" cy="30" r="22" fill="#8b5cf6" fill-opacity=".75"/><circle cx="110" cy="120" r="18" fill="#ef4f6b" fill-opacity=".75"/>';
  return {
    sliderId: `story-${issued}`,
    width: 300,
    height: 150,
    pieceSize: 44,
    pieceY: 52,
    image: dataUrl(
      `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><rect width="300" height="150" fill="#2a2550"/>${circles}` +
        `<path transform="translate(160 52)" d="${gap}" fill="#000" fill-opacity=".55" stroke="#fff" stroke-width="1.5"/></svg>`,
    ),
    pieceImage: dataUrl(
      `<svg xmlns="http://www.w3.org/2000/svg" width="44" height="44"><path d="${gap}" fill="#3a2a5c" stroke="#fff" stroke-width="2"/></svg>`,
    ),
  };
}

/**
 * Answers the slider's endpoints on the story's platform, after the registration's: the register
 * settings (`settings()`, the merchant's) with the check on, a puzzle, and the SMS send.
 */
export function answerSlider(
  platform: FakePlatform,
  scenario: SliderScenario,
  settings: () => ResponseOf<typeof registerSettings>,
): void {
  platform.on(registerSettings, () => ({ ...settings(), sliderCheck: true }));
  if (scenario.tooMany)
    platform.fail(sliderChallenge, ErrorCode.tooManyRequests, {
      status: 429,
      message: 'Too many requests',
      retryAfter: 42,
    });
  else platform.on(sliderChallenge, () => puzzle());
  if (scenario.answer === 'refused')
    platform.fail(smsNoLogin, ErrorCode.validation, {
      status: 400,
      message: 'Please complete verification first',
      field: 'slider',
      messageKey: 'verify_first',
    });
  else platform.on(smsNoLogin, { expiredMinutes: 1, message: 'The verification code has been sent' });
}
