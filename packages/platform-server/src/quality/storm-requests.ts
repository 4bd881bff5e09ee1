import { type ApiClient, ApiError, type Endpoint } from '@lobbykit/api-client';
import {
  adminReviewDeposit,
  adminReviewWithdrawal,
  deposit,
  seamlessBet,
  seamlessRollback,
  seamlessSettle,
  walletTransfer,
  withdraw,
} from '@lobbykit/api-client/contract';
import fc from 'fast-check';

/** The two storm players: demo01 bets through the demo game (ph), bdplayer01 moves money between wallets (bd). */
export const STORM_PLAYERS = [
  { merchant: 'ph', username: 'demo01', password: 'Demo1234', channel: 'GCASH_SANDBOX', provider: 'GCASH' },
  {
    merchant: 'bd',
    username: 'bdplayer01',
    password: 'Demo1234',
    channel: 'BKASH_SANDBOX',
    provider: 'BKASH',
  },
] as const;
export const STORM_PIN = '246810';
const GAME_WALLETS = ['AG', 'PT', 'CQ9'] as const;

/**
 * One storm step. Keys come from small spaces so duplicates and out-of-order replays happen often.
 * Deposits are small and withdrawals frequent: each approved deposit adds turnover to play before
 * the next withdrawal (refused 400 until then), and the storm wants withdrawals that go through.
 */
export const stormStep = fc.oneof(
  fc.record({
    type: fc.constant('deposit' as const),
    player: fc.nat(1),
    amount: fc.integer({ min: 100, max: 600 }),
    key: fc.nat(25),
    decision: fc.constantFrom('approve', 'reject', 'both', 'none'),
    copies: fc.integer({ min: 1, max: 3 }),
  }),
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('withdraw' as const),
      player: fc.nat(1),
      amount: fc.integer({ min: 100, max: 1_500 }),
      key: fc.nat(25),
      decision: fc.constantFrom('approve', 'reject', 'rejectTwice', 'none'),
      copies: fc.integer({ min: 1, max: 3 }),
    }),
  },
  fc.record({
    type: fc.constant('round' as const),
    round: fc.nat(80),
    stake: fc.integer({ min: 1, max: 800 }),
    end: fc.constantFrom('settle', 'rollback', 'both', 'open'),
    copies: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    type: fc.constant('transfer' as const),
    wallet: fc.constantFrom(...GAME_WALLETS),
    outward: fc.boolean(),
    amount: fc.integer({ min: 1, max: 2_000 }),
    key: fc.nat(25),
    copies: fc.integer({ min: 1, max: 3 }),
  }),
);
export type StormStep = typeof stormStep extends fc.Arbitrary<infer T> ? T : never;

export type Outcome = 'ok' | 'refused' | 'lost';

/** One request as sent, and what became of it; the journal replays `input` after the restart. */
export interface SentRequest {
  endpoint: Endpoint;
  /** Index into the callers (players, then admin). */
  caller: number;
  input: Record<string, unknown>;
  outcome: Outcome;
  answer?: Record<string, unknown>;
  error?: string;
}

export interface StormCallers {
  /** One client per STORM_PLAYERS entry, then the admin client. */
  clients: ApiClient[];
  bankAccounts: number[];
  launchToken: string;
  run: string;
}

export const ADMIN_CALLER = STORM_PLAYERS.length;

/** Sends one request and journals it: a failure envelope is a refusal, no answer at all is lost. */
export async function send(
  callers: StormCallers,
  journal: SentRequest[],
  endpoint: Endpoint,
  caller: number,
  input: Record<string, unknown>,
): Promise<SentRequest> {
  const entry: SentRequest = { endpoint, caller, input, outcome: 'lost' };
  journal.push(entry);
  try {
    entry.answer = (await callers.clients[caller]!.call(endpoint as Endpoint, input as never)) as Record<
      string,
      unknown
    >;
    entry.outcome = 'ok';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    entry.error = `${error.status} ${error.errorCode}`;
    // Status 0: the socket died (the kill) or timed out, so the server may or may not have acted.
    if (error.status !== 0) entry.outcome = 'refused';
    if (error.status >= 500) throw new Error(`${endpoint.path} answered ${entry.error}: ${error.message}`);
  }
  return entry;
}

/** Runs one step: its first request `copies` times at once, then the follow-ups on what was answered. */
export async function runStep(callers: StormCallers, journal: SentRequest[], step: StormStep): Promise<void> {
  const copies = <T>(make: () => Promise<T>) => Promise.all(Array.from({ length: step.copies }, make));
  const admin = (endpoint: Endpoint, body: Record<string, unknown>) =>
    send(callers, journal, endpoint, ADMIN_CALLER, body);
  switch (step.type) {
    case 'deposit': {
      const player = STORM_PLAYERS[step.player]!;
      const body = {
        channelCode: player.channel,
        amount: step.amount,
        requestId: `${callers.run}-d-${step.player}-${step.key}`,
      };
      const answers = await copies(() => send(callers, journal, deposit, step.player, body));
      const id = answers.find((entry) => entry.outcome === 'ok')?.answer?.id;
      if (typeof id !== 'number' || step.decision === 'none') return;
      if (step.decision === 'both') {
        await Promise.all([
          admin(adminReviewDeposit, { id, decision: 'approve' }),
          admin(adminReviewDeposit, { id, decision: 'reject' }),
        ]);
      } else await admin(adminReviewDeposit, { id, decision: step.decision });
      return;
    }
    case 'withdraw': {
      const body = {
        bankAccountId: callers.bankAccounts[step.player]!,
        amount: step.amount,
        paymentPassword: STORM_PIN,
        requestId: `${callers.run}-w-${step.player}-${step.key}`,
      };
      const answers = await copies(() => send(callers, journal, withdraw, step.player, body));
      const id = answers.find((entry) => entry.outcome === 'ok')?.answer?.id;
      if (typeof id !== 'number' || step.decision === 'none') return;
      if (step.decision === 'rejectTwice') {
        await Promise.all([
          admin(adminReviewWithdrawal, { id, decision: 'reject' }),
          admin(adminReviewWithdrawal, { id, decision: 'reject' }),
        ]);
      } else await admin(adminReviewWithdrawal, { id, decision: step.decision });
      return;
    }
    case 'round': {
      const token = callers.launchToken;
      const betTransactionId = `${callers.run}-bet-${step.round}`;
      await copies(() =>
        send(callers, journal, seamlessBet, 0, {
          token,
          transactionId: betTransactionId,
          amount: step.stake,
        }),
      );
      const ends: Promise<unknown>[] = [];
      if (step.end === 'settle' || step.end === 'both')
        ends.push(
          copies(() =>
            send(callers, journal, seamlessSettle, 0, {
              token,
              transactionId: `${callers.run}-set-${step.round}`,
              betTransactionId,
            }),
          ),
        );
      if (step.end === 'rollback' || step.end === 'both')
        ends.push(
          copies(() =>
            send(callers, journal, seamlessRollback, 0, {
              token,
              transactionId: `${callers.run}-rbk-${step.round}`,
              betTransactionId,
            }),
          ),
        );
      await Promise.all(ends);
      return;
    }
    case 'transfer': {
      const body = {
        from: step.outward ? 'MAIN' : step.wallet,
        to: step.outward ? step.wallet : 'MAIN',
        amount: step.amount,
        requestId: `${callers.run}-t-${step.key}-${step.wallet}-${step.outward ? 'o' : 'i'}`,
      };
      await copies(() => send(callers, journal, walletTransfer, 1, body));
      return;
    }
  }
}
