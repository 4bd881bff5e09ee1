import { smsNoLogin } from '@lobbykit/api-client/contract';
import type { Bind } from '../http/bind';
import type { SmsLoginService } from '../services/sms-login';

/** R7.21: a code by SMS for someone not logged in. */
export function smsLoginRoutes(bind: Bind, smsLogin: SmsLoginService): void {
  bind(smsNoLogin, (request, call) => smsLogin.sendCode(call.merchant, request, call.ip));
}
