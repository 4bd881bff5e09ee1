import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { bigintId, empty, idList, isoDateTime } from '../fields';
import { page, paging } from './common';

/**
 * R7.60: what the red counters show (R2.101): unread platform messages (messageV2), rewards waiting
 * to be claimed (rewardCenter) and missions with a reward to collect plus today's open sign-in
 * (missionLeaderboard). Trial sessions never ask (R6.08).
 */
export const unreadCount = endpoint({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  auth: 'member',
  request: empty,
  response: v.object({ messages: v.number(), rewards: v.number(), missions: v.number() }),
});

export const memberMessage = v.object({
  id: v.number(),
  title: v.string(),
  /** Plain text; line breaks are kept. */
  content: v.string(),
  read: v.boolean(),
  createdAt: isoDateTime,
});

export const messageFilter = v.picklist(['all', 'read', 'unread']);

/** messageV2: the member's platform messages, newest first. */
export const messageList = endpoint({
  method: 'GET',
  path: '/wps/relay/CSP_messageList',
  auth: 'member',
  request: v.strictObject({ status: v.optional(messageFilter, 'all'), ...paging }),
  response: page(memberMessage),
});

// Messages live in a bigserial table.
const messageIds = idList(bigintId, 100, 'Choose at least one message');

/** Marks messages read or unread again; answers the unread count after. */
export const markMessages = endpoint({
  method: 'POST',
  path: '/wps/relay/CSP_markMessages',
  auth: 'member',
  request: v.strictObject({ ids: messageIds, read: v.boolean() }),
  response: v.object({ unread: v.number() }),
});

/** Deletes messages for this member; answers the unread count after. */
export const deleteMessages = endpoint({
  method: 'DELETE',
  path: '/wps/relay/CSP_deleteMessages',
  auth: 'member',
  request: v.strictObject({ ids: messageIds }),
  response: v.object({ unread: v.number() }),
});
