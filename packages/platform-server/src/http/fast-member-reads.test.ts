import { request as httpRequest } from 'node:http';
import {
  createClient,
  type Endpoint,
  Header,
  login,
  logout,
  memberInfo,
  walletBalance,
} from '@lobbykit/api-client';
import {
  adminGrantReward,
  adminReviewDeposit,
  bindBankAccount,
  bindEmail,
  changePassword,
  claimReward,
  deposit,
  launchGame,
  seamlessBet,
  seamlessRollback,
  seamlessSettle,
  setPaymentPassword,
  transferUpline,
  uploadMemberIcon,
  walletTransfer,
  withdraw,
} from '@lobbykit/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, walletAccounts } from '../db/schema/index';
import { encodePng } from '../services/png';
import { SESSION_TTL_SECONDS } from '../services/session';
import { fastReadServerForFile, type RawAnswer } from '../testing/fast-read-server';

// Issue 13 item 2: balance and member info answered by node:http from Hono's kept answer while the
// caller's session is live in memory and nothing that changes the answer has been written.
const ADMIN_KEY = 'fast-member-reads-test';
const PIN = '246810';
const served = fastReadServerForFile({ adminKey: ADMIN_KEY });

const ask = (path: string, headers: Record<string, string>) => served.ask(path, headers);

/** Asks and counts whether node:http answered from a kept answer. */
async function counted(path: string, headers: Record<string, string>) {
  const before = served.fastReads.hits;
  const answer = await ask(path, headers);
  return { answer, replayed: served.fastReads.hits - before };
}

/** Hono's own answer to the same request now, without node:http's kept answers: status and body. */
async function honoAnswer(path: string, headers: Record<string, string>) {
  const response = await served.platform.fetch(new Request(`${served.base}${path}`, { headers }));
  return { status: response.status, body: await response.text() };
}

const caller = (token: string, merchant = 'ph') => ({
  [Header.merchant]: merchant,
  [Header.authorization]: token,
});
const answerValue = (answer: RawAnswer) => JSON.parse(answer.body).value;

function clientOf(merchant = 'ph', token: string | null = null) {
  const context = { merchant, language: 'EN', token };
  const client = createClient({ baseUrl: served.base, context: () => context, adminKey: ADMIN_KEY });
  return {
    context,
    call: <E extends Endpoint>(endpoint: E, input?: unknown) =>
      client.call(endpoint, input as never) as Promise<Awaited<ReturnType<typeof client.call<E>>>>,
  };
}

async function signIn(username: string, merchant = 'ph', password = 'Demo1234') {
  const client = clientOf(merchant);
  client.context.token = (await client.call(login, { username, password })).token;
  return client;
}

/** The member's main balance as the database holds it, in the answer's units. */
async function storedBalance(username: string): Promise<number> {
  const [row] = await served.database.db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .innerJoin(members, eq(members.id, walletAccounts.memberId))
    .where(and(eq(members.username, username), eq(walletAccounts.wallet, 'MAIN')));
  return (row?.balance ?? 0) / 100;
}

/**
 * After a write: the next read is not a replay and says what Hono says now (and the database);
 * the read after it is replayed again, byte for byte.
 */
async function expectFresh(path: string, token: string, merchant = 'ph') {
  const headers = caller(token, merchant);
  const next = await counted(path, headers);
  expect(next.replayed, `${path} after the write`).toBe(0);
  expect(next.answer.status).toBe(200);
  expect(next.answer.body).toBe((await honoAnswer(path, headers)).body);
  // A write to the member row dropped the session too: the read after it loads it again.
  await ask(path, headers);
  const again = await counted(path, headers);
  expect(again.replayed).toBe(1);
  expect(again.answer).toEqual(next.answer);
  return answerValue(next.answer);
}

/** Warms both reads of this caller: Hono answers, the next ask is a replay. */
async function warm(token: string, merchant = 'ph') {
  for (const path of [walletBalance.path, memberInfo.path]) {
    // The first read of a session memory does not hold yet loads it; Hono's answer after that is kept.
    await ask(path, caller(token, merchant));
    await ask(path, caller(token, merchant));
    expect((await counted(path, caller(token, merchant))).replayed, path).toBe(1);
  }
}

describe('fast member reads (issue 13 item 2)', () => {
  const origin = 'http://localhost:5173';
  it.each([
    ['balance', walletBalance.path, {}],
    ['member info', memberInfo.path, {}],
    ['balance from a registered origin', walletBalance.path, { Origin: origin }],
    [
      'member info from a registered origin, in TY',
      memberInfo.path,
      { Origin: origin, [Header.language]: 'TY' },
    ],
    ['member info with an If-None-Match', memberInfo.path, { 'If-None-Match': '"x"' }],
  ])('R7.10 R7.25 %s: the replay is what Hono answered, byte for byte', async (_name, path, extra) => {
    const { context } = await signIn('demo01');
    const headers = { ...caller(context.token!), ...extra };
    // The token's session is not in memory yet: Hono answers and loads it, and nothing is kept.
    expect((await counted(path, headers)).replayed).toBe(0);
    expect(served.fastReads.size).toBe(0);
    const first = await counted(path, headers);
    const second = await counted(path, headers);
    expect(first.answer.status).toBe(200);
    expect([first.replayed, second.replayed]).toEqual([0, 1]);
    expect(second.answer).toEqual(first.answer);
    expect(second.answer.body).toBe((await honoAnswer(path, headers)).body);
    expect(first.answer.headers['content-length']).toBe(String(Buffer.byteLength(first.answer.body)));
    if ('Origin' in extra) {
      expect(first.answer.headers['access-control-allow-origin']).toBe(origin);
      expect(first.answer.headers.vary).toContain('Origin');
    }
    // The request log has the replayed read as Hono logs it, never the token.
    const line = served.log.lines.at(-1)!;
    expect(line).toMatch(new RegExp(`^GET ${path} 200 \\d+\\.\\dms$`));
  });

  it("R7.10 R7.25 never answers one member's or merchant's reads to another", async () => {
    const callers = [
      { username: 'demo01', merchant: 'ph', password: 'Demo1234' },
      { username: 'agent01', merchant: 'ph', password: 'Agent1234' },
      { username: 'bdplayer01', merchant: 'bd', password: 'Demo1234' },
    ];
    const tokens = await Promise.all(
      callers.map(
        async ({ username, merchant, password }) =>
          (await signIn(username, merchant, password)).context.token!,
      ),
    );
    // Each session in memory first (its first read loads it).
    for (const [index, { merchant }] of callers.entries())
      await ask(memberInfo.path, caller(tokens[index]!, merchant));
    for (let round = 0; round < 3; round++)
      for (const [index, { username, merchant }] of callers.entries()) {
        const info = await counted(memberInfo.path, caller(tokens[index]!, merchant));
        expect(answerValue(info.answer)).toMatchObject({ username, merchantCode: merchant });
        expect(info.replayed).toBe(round === 0 ? 0 : 1);
        const balance = await counted(walletBalance.path, caller(tokens[index]!, merchant));
        expect(answerValue(balance.answer).balance).toBe(await storedBalance(username));
        expect(balance.replayed).toBe(round === 0 ? 0 : 1);
      }
    // A ph member's live token asking as bd: Hono's refusal every time, never a kept answer.
    for (let round = 0; round < 2; round++) {
      const foreign = await counted(memberInfo.path, caller(tokens[0]!, 'bd'));
      expect(foreign.answer.status).toBe(401);
      expect(foreign.replayed).toBe(0);
      expect(foreign.answer.body).toBe((await honoAnswer(memberInfo.path, caller(tokens[0]!, 'bd'))).body);
    }
    // Two Authorization headers (Hono joins them into one value no session has): refused, not replayed.
    const twice = await new Promise<number>((resolve, reject) => {
      const sent = httpRequest(`${served.base}${memberInfo.path}`, { agent: false, method: 'GET' }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      sent.setHeader(Header.merchant, 'ph');
      sent.setHeader(Header.authorization, [tokens[0]!, tokens[1]!]);
      sent.on('error', reject);
      sent.end();
    });
    expect(twice).toBe(401);
  });

  it('R7.03 a logged-out, an expired or an unknown token gets the refusal Hono gives, at once', async () => {
    const demo = await signIn('demo01');
    const token = demo.context.token!;
    await warm(token);
    await demo.call(logout);
    for (const path of [walletBalance.path, memberInfo.path]) {
      const refused = await counted(path, caller(token));
      expect(refused.replayed).toBe(0);
      expect(refused.answer.status).toBe(401);
      expect(refused.answer.body).toBe((await honoAnswer(path, caller(token))).body);
      const unknown = await ask(path, caller(`${token.slice(0, -2)}zz`));
      expect(unknown.body).toBe(refused.answer.body);
    }

    const later = (await signIn('demo01')).context.token!;
    await warm(later);
    served.clock.advance(SESSION_TTL_SECONDS * 1000 + 1);
    const expired = await counted(memberInfo.path, caller(later));
    expect([expired.answer.status, expired.replayed]).toEqual([401, 0]);
  });

  it("R7.10 the member's own writes are the next member info: email, icon, password", async () => {
    const demo = await signIn('demo01');
    const token = demo.context.token!;
    await warm(token);
    await demo.call(bindEmail, { email: 'fast@example.com' });
    expect((await expectFresh(memberInfo.path, token)).email).toBe('fast@example.com');

    const icon = encodePng(4, 4, new Uint8Array(4 * 4 * 4).fill(200));
    const { imgUrl } = await demo.call(uploadMemberIcon, {
      dataUrl: `data:image/png;base64,${icon.toString('base64')}`,
    });
    expect((await expectFresh(memberInfo.path, token)).imgUrl).toContain(imgUrl);

    await demo.call(changePassword, {
      oldPassword: 'Demo1234',
      newPassword: 'Fast5678',
      confirmNewPassword: 'Fast5678',
    });
    // The session stays live after its own password change (R7.07); its kept answers were dropped.
    const after = await counted(memberInfo.path, caller(token));
    expect(after.replayed).toBe(0);
    expect(after.answer.body).toBe((await honoAnswer(memberInfo.path, caller(token))).body);
    await demo.call(changePassword, {
      oldPassword: 'Fast5678',
      newPassword: 'Demo1234',
      confirmNewPassword: 'Demo1234',
    });
  });

  it('R7.25 every kind of ledger movement is the next balance read, both members of a transfer', async () => {
    const demo = await signIn('demo01');
    const agent = await signIn('agent01', 'ph', 'Agent1234');
    const [demoToken, agentToken] = [demo.context.token!, agent.context.token!];
    const both = async () => {
      await warm(demoToken);
      await warm(agentToken);
    };

    const [game] = await served.database.db.query.games.findMany({
      where: (row, { and, eq }) => and(eq(row.gameType, 'RNG'), eq(row.isGame, 'GAME')),
      orderBy: (row, { asc }) => asc(row.id),
      limit: 1,
    });
    const launch = new URL((await demo.call(launchGame, { gameCode: game!.gameCode })).url).searchParams.get(
      'token',
    )!;
    const seamless = clientOf();
    const admin = clientOf();
    /** Each movement: what it needs first, then the movement itself (its answer is dropped). */
    const moves: { name: string; first?: () => Promise<unknown>; move: () => Promise<unknown> }[] = [
      {
        name: 'a bet',
        move: () => seamless.call(seamlessBet, { token: launch, transactionId: 'fast-0001', amount: 5 }),
      },
      {
        // A lost round pays 0 yet is a movement: the kept answers go all the same.
        name: 'a settle',
        move: () =>
          seamless.call(seamlessSettle, {
            token: launch,
            transactionId: 'fast-0001s',
            betTransactionId: 'fast-0001',
          }),
      },
      {
        name: 'a rollback',
        first: () => seamless.call(seamlessBet, { token: launch, transactionId: 'fast-0002', amount: 3 }),
        move: () =>
          seamless.call(seamlessRollback, {
            token: launch,
            transactionId: 'fast-0002r',
            betTransactionId: 'fast-0002',
          }),
      },
      {
        name: 'a withdrawal',
        first: async () => {
          await demo.call(setPaymentPassword, {
            loginPassword: 'Demo1234',
            paymentPassword: PIN,
            confirmPaymentPassword: PIN,
          });
          const account = await demo.call(bindBankAccount, {
            providerCode: 'GCASH',
            accountNumber: '09171112222',
            payeeName: 'Juan Dela Cruz',
          });
          bankAccountId = account.id;
        },
        move: () =>
          demo.call(withdraw, {
            bankAccountId,
            amount: 300,
            paymentPassword: PIN,
            requestId: 'fast-withdraw-01',
          }),
      },
      {
        name: 'a deposit approved',
        first: async () => {
          const opened = await demo.call(deposit, {
            channelCode: 'GCASH_SANDBOX',
            amount: 100,
            requestId: 'fast-deposit-01',
          });
          depositId = opened.id;
        },
        move: () => admin.call(adminReviewDeposit, { id: depositId, decision: 'approve' }),
      },
      {
        name: 'a transfer to the upline',
        move: () =>
          demo.call(transferUpline, { amount: 7, paymentPassword: PIN, requestId: 'fast-upline-01' }),
      },
      {
        name: 'a bonus claimed',
        first: async () => {
          const granted = await admin.call(adminGrantReward, {
            merchantCode: 'ph',
            account: 'demo01',
            title: 'Fast bonus',
            amount: 9,
          });
          rewardId = granted.id;
        },
        move: () => demo.call(claimReward, { id: rewardId, requestId: 'fast-claim-01' }),
      },
    ];
    let depositId = 0;
    let bankAccountId = 0;
    let rewardId = 0;
    for (const { name, first, move } of moves) {
      await first?.();
      await both();
      const [demoBefore, agentBefore] = [await storedBalance('demo01'), await storedBalance('agent01')];
      await move();
      if (name !== 'a settle') expect(await storedBalance('demo01'), name).not.toBe(demoBefore);
      expect((await expectFresh(walletBalance.path, demoToken)).balance, name).toBe(
        await storedBalance('demo01'),
      );
      // Member info is kept per member too, and goes with their money.
      await expectFresh(memberInfo.path, demoToken);
      const agentAfter = await storedBalance('agent01');
      // The other member: kept unless their money moved too (the upline transfer's agent).
      const agentRead = await counted(walletBalance.path, caller(agentToken));
      expect(agentRead.replayed, name).toBe(agentAfter === agentBefore ? 1 : 0);
      expect(answerValue(agentRead.answer).balance).toBe(agentAfter);
    }

    // Game wallets (bd is not single-wallet): main to a game wallet and back.
    const bd = await signIn('bdplayer01', 'bd');
    const bdToken = bd.context.token!;
    await warm(bdToken, 'bd');
    await bd.call(walletTransfer, { from: 'MAIN', to: 'PT', amount: 5, requestId: 'fast-transfer-01' });
    expect((await expectFresh(walletBalance.path, bdToken, 'bd')).balance).toBe(
      await storedBalance('bdplayer01'),
    );
  });

  it('R7.25 a read racing bets never keeps a balance a bet overtook', async () => {
    const demo = await signIn('demo01');
    const token = demo.context.token!;
    const [game] = await served.database.db.query.games.findMany({
      where: (row, { and, eq }) => and(eq(row.gameType, 'RNG'), eq(row.isGame, 'GAME')),
      limit: 1,
    });
    const launch = new URL((await demo.call(launchGame, { gameCode: game!.gameCode })).url).searchParams.get(
      'token',
    )!;
    const seamless = clientOf();
    await Promise.all([
      ...Array.from({ length: 6 }, (_, n) =>
        seamless.call(seamlessBet, { token: launch, transactionId: `fast-race-${n}`, amount: 1 }),
      ),
      ...Array.from({ length: 12 }, () => ask(walletBalance.path, caller(token))),
    ]);
    for (let round = 0; round < 2; round++)
      expect(answerValue(await ask(walletBalance.path, caller(token))).balance).toBe(
        await storedBalance('demo01'),
      );
  });
});
