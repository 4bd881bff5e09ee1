/**
 * The stand-in platform's password answers for the password stories: change, forgot by e-mail and
 * forgot by phone. The encrypted bodies are not read: a scenario decides the answer.
 */
export interface PasswordsScenario {
  change?: 'ok' | 'wrongOld' | 'pending';
  mail?: 'ok' | 'unknown';
  phone?: 'ok' | 'wrongCode';
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (value: unknown) => json({ success: true, value });
const refusal = (field: string, messageKey: string) =>
  json({ success: false, errorCode: 'validation_failed', message: messageKey, field, messageKey }, 400);

/** The answer for a password route, or null when the route is not one of them. */
export async function passwordsAnswer(route: string, scenario: PasswordsScenario): Promise<Response | null> {
  switch (route) {
    case 'PUT /wps/member/password':
      if (scenario.change === 'pending') return new Promise<Response>(() => {});
      if (scenario.change === 'wrongOld') return refusal('oldPassword', 'old_password_error');
      return ok(null);
    case 'POST /wps/member/password/email':
      if (scenario.mail === 'unknown') return refusal('username', 'username_email_not_exist');
      return ok({ messageKey: 'in_been_out' });
    case 'PUT /wps/member/password/verification':
      if (scenario.phone === 'wrongCode') return refusal('verificationCode', 'verification_code_error');
      return null;
    default:
      return null;
  }
}
