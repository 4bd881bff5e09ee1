import type { ResponseOf } from '@lobbykit/api-client';
import type { SignInTask, signInToday } from '@lobbykit/api-client/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { insertSignInOnce, latestSignIn, signInByRequest, signInTaskOf } from '../../db/missions';
import type { MemberRow, MerchantRow } from '../../db/schema/index';
import type { SignInRow, SignInTaskRow } from '../../db/schema/missions';
import { utcOffsetMinutesOf } from '../merchant-days';
import { toDecimal } from '../money';
import { turnoverFor } from '../promotions/arithmetic';
import { addTurnoverRequirement } from '../turnover';
import type { WalletService } from '../wallet';
import { cycleDone, merchantDayOf, nextStreak, streakReward, streakShown } from './arithmetic';
import { refuseMission } from './refusals';
import { wordsIn } from './words';

/** The ledger key of one day's sign-in reward: with the sign-in row's unique key, it pays once. */
export const signInKey = (taskId: number, day: string) => `signin:${taskId}:${day}`;

type SignedIn = ResponseOf<typeof signInToday>;

export interface SignInService {
  /** The member's sign-in task as of now, or null when the merchant runs none. */
  taskOf(merchant: MerchantRow, member: MemberRow, language: string): Promise<SignInTask | null>;
  /** Whether today's sign-in is still open (a red counter, R2.101). */
  openToday(merchant: MerchantRow, member: MemberRow): Promise<boolean>;
  signIn(merchant: MerchantRow, member: MemberRow, language: string, requestId: string): Promise<SignedIn>;
}

/** Sign-in tasks (R2.103): once a merchant day, a streak, the streak day's reward through the ledger. */
export function createSignInService(deps: { db: Db; clock: Clock; wallet: WalletService }): SignInService {
  const { db, clock, wallet } = deps;

  function onWire(task: SignInTaskRow, last: SignInRow | undefined, today: string, language: string) {
    const signedToday = last?.day === today;
    const streak = streakShown(last, today);
    const words = wordsIn(task.words, language);
    return {
      id: task.id,
      title: words.title,
      description: words.description,
      today,
      signedToday,
      streak,
      cycleDone: cycleDone(streak, signedToday, task.rewards.length),
      rewards: task.rewards.map(toDecimal),
      todayReward: toDecimal(signedToday ? last.amount : streakReward(task.rewards, nextStreak(last, today))),
    } satisfies SignInTask;
  }

  async function look(merchant: MerchantRow, member: MemberRow) {
    const task = await signInTaskOf(db, merchant.id);
    if (!task) return undefined;
    const today = merchantDayOf(clock.now(), utcOffsetMinutesOf(merchant));
    return { task, today, last: await latestSignIn(db, task.id, member.id, today) };
  }

  async function answerOf(member: MemberRow, row: SignInRow, task: SignInTaskRow, language: string) {
    const stored = await wallet.withLockedWallet(member, (locked) =>
      locked.replayOf(signInKey(task.id, row.day)),
    );
    const last = await latestSignIn(db, task.id, member.id, row.day);
    return {
      amount: toDecimal(row.amount),
      balance: Number(stored?.balance ?? 0),
      signIn: onWire(task, last, row.day, language),
    };
  }

  return {
    async taskOf(merchant, member, language) {
      const seen = await look(merchant, member);
      return seen ? onWire(seen.task, seen.last, seen.today, language) : null;
    },

    async openToday(merchant, member) {
      const seen = await look(merchant, member);
      return seen !== undefined && seen.last?.day !== seen.today;
    },

    async signIn(merchant, member, language, requestId) {
      const task = await signInTaskOf(db, merchant.id);
      if (!task) throw refuseMission.noSignIn();
      const replay = await signInByRequest(db, member.id, requestId);
      if (replay?.taskId === task.id) return answerOf(member, replay, task, language);
      const today = merchantDayOf(clock.now(), utcOffsetMinutesOf(merchant));
      const paid = await wallet.withLockedWallet(member, async (locked) => {
        // Under the account's lock: a parallel sign-in waits here and then finds today's row.
        const last = await latestSignIn(locked.tx, task.id, member.id, today);
        if (last?.day === today) return undefined;
        const streak = nextStreak(last, today);
        const amount = streakReward(task.rewards, streak);
        const turnoverAdded = turnoverFor(amount, task.turnoverMultipleHundredths);
        const row = await insertSignInOnce(locked.tx, {
          taskId: task.id,
          memberId: member.id,
          day: today,
          streak,
          amount,
          turnoverAdded,
          requestId,
          signedAt: locked.now,
        });
        if (!row) return undefined;
        const key = signInKey(task.id, today);
        await locked.move({
          kind: 'bonus',
          amount,
          reference: key,
          idempotencyKey: key,
          answer: (balance) => ({ amount: toDecimal(amount), balance: toDecimal(balance) }),
        });
        await addTurnoverRequirement(locked.tx, member.id, turnoverAdded, key, locked.now);
        return { row, balance: locked.account.balance };
      });
      if (!paid) {
        const again = await signInByRequest(db, member.id, requestId);
        if (again?.taskId === task.id) return answerOf(member, again, task, language);
        throw refuseMission.signedToday();
      }
      return {
        amount: toDecimal(paid.row.amount),
        balance: toDecimal(paid.balance),
        signIn: onWire(task, paid.row, today, language),
      };
    },
  };
}
