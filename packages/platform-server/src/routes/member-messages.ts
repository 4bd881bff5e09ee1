import {
  adminSendMessage,
  deleteMessages,
  markMessages,
  messageList,
  unreadCount,
} from '@lobbykit/api-client/contract';
import { type Bind, type Call, signedIn } from '../http/bind';
import type { MemberMessagesService } from '../services/member-messages';
import { requireRealAccount } from '../services/trial-wall';

const realMember = (call: Call) => requireRealAccount(signedIn(call).member);

/** messageV2 and the red counters (R7.60, R2.101); trial sessions are refused (R6.08). */
export function memberMessageRoutes(bind: Bind, messages: MemberMessagesService): void {
  bind(unreadCount, (_input, call) => messages.unreadCounts(realMember(call)));
  bind(messageList, (input, call) => messages.list(realMember(call), input));
  bind(markMessages, (input, call) => messages.mark(realMember(call), input.ids, input.read));
  bind(deleteMessages, (input, call) => messages.remove(realMember(call), input.ids));
  bind(adminSendMessage, (input) => messages.send(input));
}
