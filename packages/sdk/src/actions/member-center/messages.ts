import type { RequestOf, ResponseOf } from '@lobbykit/api-client';
import {
  deleteMessages as deleteMessagesCall,
  markMessages as markMessagesCall,
  messageList,
} from '@lobbykit/api-client/member-center';
import { getClient } from '../../client/configure';
import { $memberCounters } from './counters';
import { assertRealAccount } from './records-member-only';

export type MessagePage = ResponseOf<typeof messageList>;
export type MemberMessage = MessagePage['list'][number];
export type MessageFilter = NonNullable<RequestOf<typeof messageList>['status']>;

export const MESSAGES_PAGE_SIZE = 20;

/** The messageV2 red counter (R2.101) takes the unread count a change answered, without waiting for its next refresh. */
function unreadNow(unread: number): number {
  $memberCounters.set({ ...$memberCounters.get(), messages: unread });
  return unread;
}

/** messageV2: one page of the member's platform messages (all, read or unread), newest first. */
export async function loadMessages(status: MessageFilter = 'all', pageNo = 1): Promise<MessagePage> {
  assertRealAccount();
  return getClient().call(messageList, { status, pageNo, pageSize: MESSAGES_PAGE_SIZE });
}

/** Marks messages read (or unread again); resolves the member's unread count after. */
export async function markMessages(ids: readonly number[], read: boolean): Promise<number> {
  assertRealAccount();
  const { unread } = await getClient().call(markMessagesCall, { ids: [...ids], read });
  return unreadNow(unread);
}

/** Deletes messages for this member; resolves the unread count after. */
export async function deleteMessages(ids: readonly number[]): Promise<number> {
  assertRealAccount();
  const { unread } = await getClient().call(deleteMessagesCall, { ids: [...ids] });
  return unreadNow(unread);
}
