import { login } from '@lobbykit/api-client';
import {
  adminReviewDeposit,
  adminReviewWithdrawal,
  bindBankAccount,
  deposit,
  gameList,
  launchGame,
  seamlessBet,
  seamlessRollback,
  seamlessSettle,
  setPaymentPassword,
  walletTransfer,
  withdraw,
} from '@lobbykit/api-client/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testPostgresUrl } from '../testing/postgres-copies';
import { answered, type CrashStorm, runCrashStorm } from './crash-storm-driver';
import { canSpawnServer } from './spawned-server';
import { stormClients } from './storm-callers';
import {
  expectAnsweredRequestsKept,
  expectLedgerConsistent,
  expectMoneyExplained,
  ledgerLines,
} from './storm-ledger-checks';
import {
  runStep,
  type SentRequest,
  STORM_PIN,
  STORM_PLAYERS,
  type StormCallers,
  type StormStep,
  stormStep,
} from './storm-requests';
import { pgliteStore, postgresStore } from './storm-store';

// Quality gates issue, item 3: the ledger storm of money-storm.test.ts, but over HTTP against the
// real server process, which is SIGKILLed in the middle and restarted on the same data.
const ADMIN_KEY = 'crash-storm-admin-key';
const SEED = 20_261_121;

/** Logs the players in, gives them a PIN and a bank account, and opens the demo game for demo01. */
async function prepare(url: string, run: string): Promise<StormCallers & { tokens: (string | null)[] }> {
  const { clients, contexts } = stormClients(url, ADMIN_KEY);
  const bankAccounts: number[] = [];
  for (const [index, player] of STORM_PLAYERS.entries()) {
    const client = clients[index]!;
    contexts[index]!.token = (
      await client.call(login, { username: player.username, password: player.password })
    ).token;
    await client.call(setPaymentPassword, {
      loginPassword: player.password,
      paymentPassword: STORM_PIN,
      confirmPaymentPassword: STORM_PIN,
    });
    const account = await client.call(bindBankAccount, {
      providerCode: player.provider,
      accountNumber: `01700${index}55${index}77`,
      payeeName: 'Storm Player',
    });
    bankAccounts.push(account.id);
  }
  const { games } = await clients[0]!.call(gameList, { gameType: 'RNG', isGame: 'GAME', pageSize: 1 });
  const { url: gameUrl } = await clients[0]!.call(launchGame, { gameCode: games[0]!.gameCode });
  const launchToken = new URL(gameUrl).searchParams.get('token')!;
  return { clients, bankAccounts, launchToken, run, tokens: contexts.map((context) => context.token) };
}

/** The same request again after the restart must answer what it answered before the kill. */
function expectSameAnswer(before: SentRequest, after: SentRequest): void {
  const what = `${before.endpoint.path} ${JSON.stringify(before.input)} replayed`;
  if (before.endpoint === adminReviewDeposit || before.endpoint === adminReviewWithdrawal) {
    // A decided request refuses a second decision; it never changes its status.
    if (after.outcome === 'ok') expect(after.answer!.status, what).toBe(before.answer!.status);
    return;
  }
  expect(after.outcome, `${what}: ${after.error}`).toBe('ok');
  const field = {
    [deposit.path]: 'id',
    [withdraw.path]: 'id',
    [seamlessBet.path]: 'stake',
    [seamlessSettle.path]: 'win',
    [seamlessRollback.path]: 'refunded',
    [walletTransfer.path]: 'total',
  }[before.endpoint.path]!;
  // A transfer's total is the member's money at the time; only the others name what moved.
  if (before.endpoint !== walletTransfer) expect(after.answer![field], what).toEqual(before.answer![field]);
}

const moneyStorm: CrashStorm<StormStep> = {
  name: 'crash storm',
  steps: fc.array(stormStep, { minLength: 110, maxLength: 130 }),
  seed: SEED,
  adminKey: ADMIN_KEY,
  async prepare(url, steps) {
    const callers = await prepare(url, `cs${Date.now().toString(36)}`);
    return {
      callers,
      tokens: callers.tokens,
      steps,
      runStep: (step, journal) => runStep(callers, journal, step),
    };
  },
  minAnswered: 50,
  mustAnswer: [
    deposit,
    adminReviewDeposit,
    withdraw,
    adminReviewWithdrawal,
    seamlessBet,
    seamlessSettle,
    walletTransfer,
  ],
  async checkStored(store, journal) {
    const database = await store.open();
    try {
      await expectLedgerConsistent(database.db);
      const kept = await expectAnsweredRequestsKept(database.db, journal);
      await expectMoneyExplained(database.db);
      return { kept, entries: { 'ledger entry': await ledgerLines(database.db) } };
    } finally {
      await database.close();
    }
  },
  keptAnswers: (journal) => answered(journal),
  expectSameAnswer,
};

const postgresUrl = testPostgresUrl();

// Skipped only when the server cannot be started at all here (tsx not installed), never to pass.
describe.skipIf(!canSpawnServer())('the money storm across a SIGKILL of the server', () => {
  it('every answered deposit, withdrawal, review, bet, settle, rollback and transfer survives a SIGKILL of the PGlite server; replays after the restart move nothing twice', async () => {
    await runCrashStorm(pgliteStore(), moneyStorm);
  }, 180_000);

  it.skipIf(!postgresUrl)(
    'the same storm on PostgreSQL: answered money survives the SIGKILL, replays move nothing twice',
    async () => {
      await runCrashStorm(await postgresStore(postgresUrl!), moneyStorm);
    },
    180_000,
  );
});
