import { memberInfo } from '@lobbykit/api-client';
import { type Bind, signedIn } from '../http/bind';
import { memberInfoOf } from '../services/member';

export function memberRoutes(bind: Bind): void {
  bind(memberInfo, async (_input, call) => memberInfoOf(signedIn(call).member, call.merchant, call.baseUrl));
}
