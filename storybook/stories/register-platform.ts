import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import {
  affiliateCheck,
  register,
  registerMobile,
  registerSettings,
  registerSms,
  validationRules,
} from '@lobbykit/api-client/contract';
import type { FakePlatform } from '@lobbykit/api-client/testing';
import { registerRule, registerRules, registerSettingsFor } from '@lobbykit/widgets/testing';

/**
 * The stand-in platform's registration answers for the register stories: the merchant's rules and
 * settings, the affiliate check (AGENT01 is the demo agent's code), SMS codes and the register call.
 */
export interface RegisterScenario {
  /** `standard`: the seeded form; `everything`: every optional field on, some required. */
  form?: 'standard' | 'everything' | 'captcha' | 'pending' | 'error';
  result?: 'ok' | 'pending' | 'taken' | 'tooMany';
  sms?: 'ok' | 'refused';
  /** The merchant's minimum age; 18 when left out (R9.34, R9.35). */
  minimumAge?: number;
}

const everything = Object.fromEntries(
  ['payeeName', 'email', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId'].map(
    (name, index) => [name, { enabled: true, required: index < 2 }],
  ),
);

function settings(form: RegisterScenario['form'], merchant: 'ph' | 'bd') {
  const dialing = merchant === 'bd' ? { countryDialingCode: '+880', mobilePrefix: '01' } : undefined;
  if (form === 'everything')
    return registerSettingsFor(
      {
        ...everything,
        mobileNum: { enabled: true, required: true },
        paymentPassword: { enabled: true, required: true },
      },
      dialing,
    );
  if (form === 'captcha') return registerSettingsFor({ captcha: { enabled: true, required: true } }, dialing);
  return registerSettingsFor({}, dialing);
}

/** The register settings the merchant answers in this scenario. */
export function registerSettingsValue(
  scenario: RegisterScenario,
  merchant: 'ph' | 'bd',
): ResponseOf<typeof registerSettings> {
  return {
    ...settings(scenario.form, merchant),
    ...(scenario.minimumAge ? { minimumAge: scenario.minimumAge } : {}),
  };
}

/**
 * Answers the registration endpoints on the story's platform, for the merchant of the moment; a
 * registration that goes through answers `session()`, as a login does.
 */
export function answerRegister(
  platform: FakePlatform,
  scenario: RegisterScenario,
  merchant: () => 'ph' | 'bd',
  session: () => ResponseOf<typeof register>,
): void {
  if (scenario.form === 'pending') platform.hang(validationRules);
  else if (scenario.form === 'error') platform.fail(validationRules, ErrorCode.maintenance, { status: 503 });
  else
    platform.on(validationRules, () =>
      registerRules(
        merchant() === 'bd'
          ? {
              mobileNum: registerRule('pattern_mobile', 11, 11, {
                required: true,
                acceptedPattern: '^01\\d{9}$',
              }),
            }
          : {},
      ),
    );
  platform.on(registerSettings, () => registerSettingsValue(scenario, merchant()));
  platform.on(affiliateCheck, ({ code }) => ({ valid: code === 'AGENT01' }));
  if (scenario.sms === 'refused')
    platform.fail(registerSms, ErrorCode.tooManyRequests, {
      status: 429,
      retryAfter: 60,
      message: 'Too many requests, try again after 5 minutes',
    });
  else platform.on(registerSms, { expiredMinutes: 1, message: 'sent' });
  for (const endpoint of [register, registerMobile]) {
    if (scenario.result === 'pending') platform.hang(endpoint);
    else if (scenario.result === 'taken')
      platform.fail(endpoint, ErrorCode.conflict, { status: 409, field: 'username' });
    else if (scenario.result === 'tooMany')
      platform.fail(endpoint, ErrorCode.tooManyRequests, { status: 429 });
    else platform.on(endpoint, () => session());
  }
}
