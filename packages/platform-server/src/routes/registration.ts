import { affiliateCheck, register, registerMobile, registerSms } from '@lobbykit/api-client/contract';
import type { Bind } from '../http/bind';
import type { RegistrationService } from '../services/registration';

/** Registration, its affiliate check and its SMS code (R7.05, R7.06, R7.23, R7.24). */
export function registrationRoutes(bind: Bind, registration: RegistrationService): void {
  bind(register, (form, call) =>
    registration.register(form, { merchant: call.merchant, ip: call.ip, mobile: false }),
  );
  bind(registerMobile, (form, call) =>
    registration.register(form, { merchant: call.merchant, ip: call.ip, mobile: true }),
  );
  bind(affiliateCheck, async ({ code }, call) => ({
    valid: await registration.isAffiliateCode(call.merchant, code),
  }));
  bind(registerSms, (request, call) => registration.sendCode(call.merchant, request, call.ip));
}
