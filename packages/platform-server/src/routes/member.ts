import { memberInfo } from '@lobbykit/api-client';
import { type Bind, signedIn } from '../http/bind';
import { memberInfoOf } from '../services/member';

export function memberRoutes(bind: Bind): void {
  // From the kept session's member row, the merchant and the Host: a fast member read (http/fast-reads.ts).
  bind(memberInfo, async (_input, call) => memberInfoOf(signedIn(call).member, call.merchant, call.baseUrl), {
    fastRead: 'member',
  });
}
