import { changePassword, forgotPasswordByEmail, setPasswordByPhone } from '@lobbykit/api-client/contract';
import { type Bind, signedIn } from '../http/bind';
import type { MemberPasswordService } from '../services/member-passwords';
import { requireRealAccount } from '../services/trial-wall';

export function passwordRoutes(bind: Bind, passwords: MemberPasswordService): void {
  bind(changePassword, async (form, call) => {
    await passwords.change(requireRealAccount(signedIn(call).member), call.merchant, form);
    return null;
  });

  bind(forgotPasswordByEmail, (form, call) => passwords.forgotByEmail(call.merchant, form));

  bind(setPasswordByPhone, (form, call) => passwords.setByPhone(call.merchant, form, call.ip));
}
