import { loginProof, loginProofSms } from '@lobbykit/api-client/contract';
import type { Bind } from '../http/bind';
import type { LoginProofService } from '../services/login-proof';
import type { SessionService } from '../services/session';

/** R4.16: the extra proof a login from a new IP waits for. */
export function loginProofRoutes(bind: Bind, proofs: LoginProofService, sessions: SessionService): void {
  bind(loginProofSms, ({ ticket }, call) => proofs.sendCode(call.merchant, ticket, call.ip));
  bind(loginProof, async ({ ticket, answer }, call) => {
    const member = await proofs.complete(call.merchant, ticket, answer, call.ip);
    return sessions.admit(member, call.merchant, call.ip);
  });
}
