import { captcha, type Endpoint, ErrorCode, freePlay } from '@lobbykit/api-client';
import {
  accountDetails,
  agentDownline,
  downlineTransfer,
  processDailySalary,
  register,
  teamBetting,
  userLoss,
} from '@lobbykit/api-client/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findMerchantByCode } from '../db/merchants';
import { affiliateCodes, members } from '../db/schema/index';
import { hashPassword } from '../services/passwords';
import { encryptedBody } from '../testing/test-client';
import { captchaAnswers, createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { contractEndpoints, label, type NamedEndpoint, validInputs } from './contract-endpoints';
import { type Caller, callEndpoint, describeAnswer } from './endpoint-caller';
import { accessGuard } from './table-fingerprint';

// Opening a database, seeding it and signing everyone in: a minute or more on a busy machine.
const SETUP_TIMEOUT_MS = 180_000;

const SEED = 20_260_117;

/** Who calls. `otherAgentsPlayer` is a player in another agent's downline than `agent`'s. */
const ROLES = ['anonymous', 'trial', 'player', 'agent', 'otherAgentsPlayer', 'operator'] as const;
type Role = (typeof ROLES)[number];

/**
 * What a caller gets, as far as who-may-call goes:
 * - `served`: the endpoint's own answer (a success, or a rule of the endpoint saying no);
 * - `login`: 401 not_logged_in;  `adminKey`: 403 forbidden, the operator's key is missing;
 * - `realAccount`: 403 in_need_true_account (the trial wall);  `agentsOnly`: 403 non_agent;
 * - `invalid`: 400 validation_failed, for endpoints whose accepted input the generator cannot build
 *   (the input is checked before a handler's own walls, so only the columns before it are judged).
 */
type Outcome =
  | 'served'
  | 'login'
  | 'adminKey'
  | 'realAccount'
  | 'agentsOnly'
  | 'invalid'
  | 'unserved'
  | 'fault';

/** Who an endpoint is for, from the contract's `auth`, the trial wall and the agent area. */
type Audience = 'anyone' | 'members' | 'membersAndTrials' | 'agents' | 'games' | 'operators';

// The matrix itself: one row per audience, one column per role.
// biome-ignore format: a table reads best as a table
const MATRIX: Record<Audience, Record<Role, Outcome>> = {
  anyone:           { anonymous: 'served',   trial: 'served',      player: 'served',     agent: 'served',   otherAgentsPlayer: 'served',     operator: 'served' },
  members:          { anonymous: 'login',    trial: 'realAccount', player: 'served',     agent: 'served',   otherAgentsPlayer: 'served',     operator: 'login' },
  membersAndTrials: { anonymous: 'login',    trial: 'served',      player: 'served',     agent: 'served',   otherAgentsPlayer: 'served',     operator: 'login' },
  agents:           { anonymous: 'login',    trial: 'agentsOnly',  player: 'agentsOnly', agent: 'served',   otherAgentsPlayer: 'agentsOnly', operator: 'login' },
  games:            { anonymous: 'login',    trial: 'login',       player: 'login',      agent: 'login',    otherAgentsPlayer: 'login',      operator: 'login' },
  operators:        { anonymous: 'adminKey', trial: 'adminKey',    player: 'adminKey',   agent: 'adminKey', otherAgentsPlayer: 'adminKey',   operator: 'served' },
};

/**
 * Member endpoints a trial session may call: R5.40 closes member and account features to trial
 * players, but a trial session still runs on its own info and balance and can end itself. Every
 * other member endpoint, including any added later, is walled. (A trial launches trial games only,
 * R6.06, which free-play.test.ts covers; the matrix's generated game is a real-account one.)
 */
const OPEN_TO_TRIALS: Record<string, string> = {
  memberInfo: 'the header shows the trial account',
  walletBalance: 'the header shows the trial credit',
  logout: 'a trial session ends like any other',
  updateMemberLanguage: 'a trial player picks a language like anyone (R4.71)',
};

/**
 * Member endpoints under /wps/agent/ are the agent center's, but for these three, which players call
 * too: the settings and flags (R3.21, R3.22, R6.19), the contracts offered to them (the contract
 * modal, R2.38) and what their own contracts paid.
 */
const OPEN_TO_PLAYERS: Record<string, string> = {
  agentSettings: 'the *info flags open the contract modal (R3.22, R6.19)',
  contractList: 'a player reads the offers made to it (R2.38, R6.15)',
  contractPayments: 'a player reads what its contracts paid',
};
const isAgentArea = (name: string, endpoint: Endpoint) =>
  endpoint.path.startsWith('/wps/agent/') && !(name in OPEN_TO_PLAYERS);
/**
 * The seamless wallet is called by games with the launch token in the body: no session, however
 * good, stands in for one, so every caller without a launch token is not logged in.
 */
const isGameWallet = (endpoint: Endpoint) => endpoint.path.startsWith('/wps/seamless/');

function audienceOf({ name, endpoint }: NamedEndpoint): Audience {
  if (endpoint.auth === 'admin') return 'operators';
  if (isGameWallet(endpoint)) return 'games';
  if (endpoint.auth === 'public') return 'anyone';
  if (isAgentArea(name, endpoint)) return 'agents';
  return name in OPEN_TO_TRIALS ? 'membersAndTrials' : 'members';
}

function outcomeOf(
  endpoint: Endpoint,
  status: number,
  body: Record<string, unknown>,
  judged: boolean,
): Outcome {
  if (status >= 500) return 'fault';
  if (status === 404 && String(body.message).startsWith('No endpoint')) return 'unserved';
  if (status === 401 && body.errorCode === ErrorCode.notLoggedIn) return 'login';
  // On other endpoints `forbidden` is the endpoint's own rule (a switched-off module is operation_not_allowed, R8.11).
  if (status === 403 && body.errorCode === ErrorCode.forbidden && endpoint.auth === 'admin')
    return 'adminKey';
  if (!judged && status === 400 && body.errorCode === ErrorCode.validation) return 'invalid';
  if (status === 403 && body.errorCode === ErrorCode.trialAccount) return 'realAccount';
  if (status === 403 && body.errorCode === ErrorCode.nonAgent) return 'agentsOnly';
  return 'served';
}

let t: TestPlatform;
const tokens: Partial<Record<Role, string>> = {};
let restoreAccess: () => Promise<void>;

async function registerInDownline(username: string, affiliateCode: string): Promise<void> {
  const { captchaId } = await t.value(captcha);
  const form = {
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum: '09181239876',
    captchaId,
    captcha: captchaAnswers.next,
    affiliateCode,
    login: false,
  };
  const answer = await t.request('PUT', register.path, { body: await encryptedBody(t.platform, form) });
  if (answer.status !== 200) throw new Error(`registering ${username}: ${describeAnswer(answer)}`);
}

/** A second agent (agent02, affiliate code AGENT02) with its own player, other01. */
async function addSecondAgent(): Promise<void> {
  const merchant = (await findMerchantByCode(t.database.db, 'ph'))!;
  const [agent] = await t.database.db
    .insert(members)
    .values({
      merchantId: merchant.id,
      username: 'agent02',
      passwordHash: await hashPassword('Agent1234'),
      type: 1,
      nickname: 'Agent Two',
      customerId: 'PH1000902',
      currency: merchant.currency,
    })
    .returning();
  await t.database.db
    .insert(affiliateCodes)
    .values({ merchantId: merchant.id, code: 'AGENT02', agentId: agent!.id, createdAt: t.clock.now() });
  await registerInDownline('other01', 'AGENT02');
}

beforeAll(async () => {
  t = await createTestPlatform();
  await addSecondAgent();
  tokens.player = await t.tokenFor('demo01', 'Demo1234');
  tokens.agent = await t.tokenFor('agent01', 'Agent1234');
  tokens.otherAgentsPlayer = await t.tokenFor('other01', 'Secret123');
  const trial = await t.request('POST', freePlay.path, {
    ip: '198.51.100.99',
    body: await encryptedBody(t.platform, { platform: 'W' }),
  });
  tokens.trial = (trial.body.value as { token: string }).token;
  // Every test starts from these sessions: an endpoint that ends one (logout) cannot spoil the next.
  await t.database.remember();
  restoreAccess = await accessGuard(t.database.db, () => t.reset());
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());
beforeEach(() => restoreAccess());

function callerOf(role: Role): Caller {
  if (role === 'operator') return { admin: true };
  return { token: tokens[role] };
}

const endpoints = contractEndpoints();

describe('the authorization matrix: every contract endpoint, every kind of caller', () => {
  it.each(endpoints.map((entry) => [label(entry), audienceOf(entry), entry] as const))(
    'R5.40 R6.05 R8.28 R6.12 %s is for %s',
    async (_name, audience, { endpoint }) => {
      const [generated] = validInputs(endpoint, 1, SEED);
      const input = generated ?? {};
      const judged = v.safeParse(endpoint.request, input).success;
      const row: Partial<Record<Role, string>> = {};
      for (const role of ROLES) {
        // Each role has its own session, so one caller's write (a logout) does not decide another's answer.
        const response = await callEndpoint(t, endpoint, { input }, callerOf(role));
        const outcome = outcomeOf(endpoint, response.status, response.body, judged);
        row[role] = outcome === 'fault' ? `fault: ${describeAnswer(response)}` : outcome;
      }
      const expected: Record<string, string> = { ...MATRIX[audience] };
      if (!judged) {
        // Without an accepted input the request stops at validation, after the session and key checks.
        for (const role of ROLES)
          if (!['login', 'adminKey'].includes(expected[role]!)) expected[role] = 'invalid';
      }
      expect({ endpoint: endpoint.path, ...row }).toEqual({ endpoint: endpoint.path, ...expected });
    },
  );

  it('R6.12 an agent sees its own downline and not another agent’s players', async () => {
    const downline = async (token: string) => {
      const answer = await callEndpoint(t, agentDownline, { input: {} }, { token });
      expect(answer.status, describeAnswer(answer)).toBe(200);
      return JSON.stringify(answer.body.value);
    };
    const agent01 = await downline(tokens.agent!);
    expect(agent01).toContain('demo01');
    expect(agent01).not.toContain('other01');
    const agent02 = await downline(await t.tokenFor('agent02', 'Agent1234'));
    expect(agent02).toContain('other01');
    expect(agent02).not.toContain('demo01');
  });
});

/**
 * R6.10-R6.16: every agent call that names a member answers for the caller's own subtree only. sub01
 * is an agent under agent01 with its player team02; agent02 is a sibling top agent. Each caller names
 * team02: the agent and its upline are served (the upline may not offer it a contract: not its direct
 * downline), the sibling gets 404 not_in_team, a player and a trial non_agent, anonymous 401.
 */
describe('the agent subtree matrix: who may name a member of sub01’s team', () => {
  const range = { startDate: '2026-01-10', endDate: '2026-01-15' };
  const NAMING: {
    name: string;
    call: (
      token: string | undefined,
      account: string,
    ) => Promise<{ status: number; body: Record<string, unknown> }>;
  }[] = [
    {
      name: 'teamBetting',
      call: (token, account) => t.request('GET', teamBetting.path, { token, query: { ...range, account } }),
    },
    {
      name: 'userLoss',
      call: (token, account) => t.request('GET', userLoss.path, { token, query: { ...range, account } }),
    },
    {
      name: 'accountDetails',
      call: (token, account) =>
        t.request('GET', accountDetails.path, { token, query: { ...range, account } }),
    },
    {
      name: 'downlineTransfer',
      // No payment password is set: a caller who may name the member is told to set one first (400).
      call: async (token, account) =>
        t.request('POST', downlineTransfer.path, {
          token,
          body: await encryptedBody(t.platform, {
            account,
            amount: 1,
            paymentPassword: '123456',
            requestId: `matrix-${account}-${Date.now()}`,
          }),
        }),
    },
    {
      name: 'processDailySalary offer',
      call: (token, account) =>
        t.request('POST', processDailySalary.path, {
          token,
          body: {
            action: 'offer',
            account,
            rate: 0.01,
            activeMembers: 0,
            periodValidBet: 0,
            periodProfitLoss: 0,
          },
        }),
    },
  ];
  const subtreeTokens: Record<string, string | undefined> = {};

  beforeAll(async () => {
    const merchant = (await findMerchantByCode(t.database.db, 'ph'))!;
    const [agent01] = await t.database.db.select().from(members).where(eq(members.username, 'agent01'));
    const insert = async (
      username: string,
      type: number,
      uplineId: number,
      customerId: string,
      password: string,
    ) =>
      (
        await t.database.db
          .insert(members)
          .values({
            merchantId: merchant.id,
            username,
            passwordHash: await hashPassword(password),
            type,
            uplineId,
            customerId,
            currency: merchant.currency,
          })
          .returning()
      )[0]!;
    const sub01 = await insert('sub01', 1, agent01!.id, 'PH1000911', 'Agent1234');
    await insert('team02', 0, sub01.id, 'PH1000912', 'Demo1234');
    subtreeTokens.agent = await t.tokenFor('sub01', 'Agent1234');
    subtreeTokens.upline = await t.tokenFor('agent01', 'Agent1234');
    subtreeTokens.sibling = await t.tokenFor('agent02', 'Agent1234');
    subtreeTokens.player = tokens.player;
    subtreeTokens.trial = tokens.trial;
    subtreeTokens.anonymous = undefined;
    await t.database.remember();
  }, SETUP_TIMEOUT_MS);

  const outcome = (answer: { status: number; body: Record<string, unknown> }) =>
    answer.status >= 500
      ? `fault ${JSON.stringify(answer.body)}`
      : `${answer.status} ${String(answer.body.errorCode ?? 'ok')}`;

  it.each(NAMING.map((entry) => [entry.name, entry] as const))(
    'R6.12 R6.14 R6.16 %s',
    async (name, entry) => {
      const served = name === 'downlineTransfer' ? '400 validation_failed' : '200 ok';
      const expected: Record<string, string> = {
        // sub01 holds no daily wage of its own: the offer passes the team walls and stops at its rate cap.
        agent: name.startsWith('processDailySalary') ? '400 contract_rate_too_high' : served,
        upline: name.startsWith('processDailySalary') ? '403 not_direct_downline' : served,
        sibling: '404 not_in_team',
        player: name.startsWith('processDailySalary') ? '404 not_in_team' : '403 non_agent',
        trial: name.startsWith('processDailySalary') ? '403 in_need_true_account' : '403 non_agent',
        anonymous: '401 not_logged_in',
      };
      const row: Record<string, string> = {};
      for (const role of Object.keys(expected))
        row[role] = outcome(await entry.call(subtreeTokens[role], 'team02'));
      expect(row).toEqual(expected);
      // Naming its own upline is naming someone outside the subtree.
      expect(outcome(await entry.call(subtreeTokens.agent, 'agent01'))).toBe('404 not_in_team');
    },
  );
});
