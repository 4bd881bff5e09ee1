import { bindEmail, securityOverview } from '@lobbykit/api-client/contract';
import { type Bind, signedIn } from '../http/bind';
import type { SecurityService } from '../services/security';
import { requireRealAccount } from '../services/trial-wall';

/** securityCenter: what is set and bound, and binding an email. */
export function securityRoutes(bind: Bind, security: SecurityService): void {
  bind(securityOverview, (_input, call) => security.overview(requireRealAccount(signedIn(call).member)));
  bind(bindEmail, (input, call) =>
    security.bindEmail(requireRealAccount(signedIn(call).member), input.email),
  );
}
