import { ErrorCode, type ParsedRequestOf, type ResponseOf, TRIAL_TYPE } from '@lobbykit/api-client';
import type { adminSendMessage, messageList, unreadCount } from '@lobbykit/api-client/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import {
  countUnreadMessages,
  deleteMemberMessages,
  insertMessages,
  markMessagesRead,
  messageRecipientsOf,
  messagesPage,
} from '../db/member-messages';
import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { countWaitingRewards } from '../db/rewards';
import type { MemberRow } from '../db/schema/index';
import { DomainError } from './domain-error';
import { pageAnswer, pageOf } from './merchant-days';

type MessagePage = ResponseOf<typeof messageList>;
type UnreadCounts = ResponseOf<typeof unreadCount>;

export interface MemberMessagesService {
  /** R7.60, R2.101: the red counters. */
  unreadCounts(member: MemberRow): Promise<UnreadCounts>;
  list(member: MemberRow, input: ParsedRequestOf<typeof messageList>): Promise<MessagePage>;
  /** Answers the unread count after the change. */
  mark(member: MemberRow, ids: number[], read: boolean): Promise<{ unread: number }>;
  remove(member: MemberRow, ids: number[]): Promise<{ unread: number }>;
  /** The operator sends to one member, or to every (non-trial) member of the merchant. */
  send(input: ParsedRequestOf<typeof adminSendMessage>): Promise<{ sent: number }>;
}

/** What the counters count besides messages and granted rewards (R2.101). */
export interface ClaimableCounts {
  /** Promotions the member can claim now: they wait in the reward center beside the granted rewards. */
  promotions(member: MemberRow): Promise<number>;
  /** Missions to collect and today's open sign-in (missionLeaderboard). */
  missions(member: MemberRow): Promise<number>;
}

export function createMemberMessagesService(deps: {
  db: Db;
  clock: Clock;
  claimable: ClaimableCounts;
}): MemberMessagesService {
  const { db, clock, claimable } = deps;
  const unread = async (member: MemberRow) => ({ unread: await countUnreadMessages(db, member.id) });

  return {
    async unreadCounts(member) {
      const [messages, granted, promotions, missions] = await Promise.all([
        countUnreadMessages(db, member.id),
        countWaitingRewards(db, member.id, clock.now()),
        claimable.promotions(member),
        claimable.missions(member),
      ]);
      return { messages, rewards: granted + promotions, missions };
    },

    async list(member, input) {
      const { rows, total } = await messagesPage(db, member.id, input.status, pageOf(input));
      return pageAnswer(
        rows.map((row) => ({
          id: row.id,
          title: row.title,
          content: row.content,
          read: row.readAt !== null,
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        input,
      );
    },

    async mark(member, ids, read) {
      await markMessagesRead(db, member.id, ids, read ? clock.now() : null);
      return unread(member);
    },

    async remove(member, ids) {
      await deleteMemberMessages(db, member.id, ids, clock.now());
      return unread(member);
    },

    async send(input) {
      const merchant = await findMerchantByCode(db, input.merchantCode);
      if (!merchant) {
        throw new DomainError(ErrorCode.notFound, `No merchant ${input.merchantCode}`, {
          field: 'merchantCode',
        });
      }
      let recipients: { id: number }[];
      if (input.account === undefined) {
        recipients = await messageRecipientsOf(db, merchant.id);
      } else {
        const member = await findMemberByUsername(db, merchant.id, input.account);
        if (!member || member.type === TRIAL_TYPE) {
          throw new DomainError(ErrorCode.notFound, `No member ${input.account}`, { field: 'account' });
        }
        recipients = [member];
      }
      const createdAt = clock.now();
      const sent = await insertMessages(
        db,
        recipients.map((recipient) => ({
          merchantId: merchant.id,
          memberId: recipient.id,
          title: input.title,
          content: input.content,
          createdAt,
        })),
      );
      return { sent };
    },
  };
}
