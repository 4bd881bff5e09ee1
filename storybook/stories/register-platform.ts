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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (value: unknown) => json({ success: true, value });
const failure = (
  status: number,
  errorCode: string,
  flags: Record<string, unknown> = {},
  message = errorCode,
) => json({ success: false, errorCode, message, ...flags }, status);
const never = () => new Promise<Response>(() => {});

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

/** The answer for a registration route, or null when the route is not one of them. */
export async function registerAnswer(
  route: string,
  url: URL,
  scenario: RegisterScenario,
  merchant: 'ph' | 'bd',
): Promise<Response | null> {
  switch (route) {
    case 'GET /wps/system/validation/rules':
      if (scenario.form === 'pending') return never();
      if (scenario.form === 'error') return failure(503, 'maintenance');
      return ok(
        registerRules(
          merchant === 'bd'
            ? {
                mobileNum: registerRule('pattern_mobile', 11, 11, {
                  required: true,
                  acceptedPattern: '^01\\d{9}$',
                }),
              }
            : {},
        ),
      );
    case 'GET /wps/system/setting/register':
      return ok({
        ...settings(scenario.form, merchant),
        ...(scenario.minimumAge ? { minimumAge: scenario.minimumAge } : {}),
      });
    case 'GET /wps/agent/affiliate':
      return ok({ valid: url.searchParams.get('code') === 'AGENT01' });
    case 'POST /wps/verification/sms/register':
      if (scenario.sms === 'refused')
        return failure(
          429,
          'too_many_requests',
          { retryAfter: 60 },
          'Too many requests, try again after 5 minutes',
        );
      return ok({ expiredMinutes: 1, message: 'sent' });
    case 'PUT /wps/member/register':
    case 'PUT /wps/member/register/mobile':
      if (scenario.result === 'pending') return never();
      if (scenario.result === 'taken') return failure(409, 'conflict', { field: 'username' });
      if (scenario.result === 'tooMany') return failure(429, 'too_many_requests');
      return null;
    default:
      return null;
  }
}
