import { socialCallback, socialProviders, socialStart } from '@lobbykit/api-client/contract';
import type { Bind } from '../http/bind';
import type { SocialSignInService } from '../services/social-sign-in/social-sign-in';

/** R4.14, R4.15: Google and Facebook sign-in, authorization code with PKCE. */
export function socialSignInRoutes(bind: Bind, social: SocialSignInService): void {
  bind(socialProviders, async () => ({ providers: social.providers() }));
  bind(socialStart, (request, call) => social.start(call.merchant, request));
  bind(socialCallback, (request, call) => social.complete(call.merchant, request, call.ip));
}
