import { describe, expect, it } from 'vitest';
import { gameList } from '../contract/games';
import { forgotPasswordByEmail } from '../contract/passwords';
import { login, logout } from '../contract/session';
import { ApiError, ErrorCode } from '../errors';
import { failure, fakePlatform } from './index';

const game = {
  nodeId: 1,
  vassalage: 'AG',
  gameType: 'RNG',
  displayName: 'Lucky 7',
  gameName: 'Lucky 7',
  nodeName: 'Lucky 7',
  showIcon: '',
  iconUrl: '',
  lagerIcon: '',
  gameCode: 'L7',
  isGame: 'GAME',
  subType: null,
  gameClassify: null,
  prizeMode: null,
  enabled: true,
} as const;

const page = { games: [game], totalCount: 1, pageNo: 2, pageSize: 10, totalPages: 1 };

describe('fakePlatform', () => {
  it('answers an endpoint with a typed value and hands the handler its parsed input', async () => {
    const fake = fakePlatform();
    const inputs: unknown[] = [];
    fake.on(gameList, (input) => {
      inputs.push(input);
      return { ...page, pageNo: input.pageNo };
    });
    const answer = await fake.client().call(gameList, { gameType: 'RNG', pageNo: 2 });
    expect(answer).toEqual(page);
    // The query travelled as strings; the handler sees it through the request schema, as the server does.
    expect(inputs).toEqual([{ gameType: 'RNG', pageNo: 2, pageSize: 10 }]);
  });

  it('logs each request, read back typed per endpoint', async () => {
    const fake = fakePlatform().on(gameList, page);
    const client = fake.client({ token: 'tok-1' });
    await client.call(gameList, { pageNo: 3 });
    await client.call(gameList, { gameName: 'lucky' });
    const calls = fake.calls(gameList);
    expect(calls.map((call) => call.input.pageNo)).toEqual([3, 1]);
    expect(calls[1]?.input.gameName).toBe('lucky');
    expect(calls[0]?.query.get('pageNo')).toBe('3');
    expect(calls[0]?.headers.get('Authorization')).toBe('tok-1');
    expect(fake.requests).toHaveLength(2);
  });

  it('fails an endpoint with the error code, its status and the flags', async () => {
    const fake = fakePlatform().fail(login, ErrorCode.invalidCredentials, {
      captcha: true,
      field: 'password',
    });
    const error = await fake
      .client()
      .call(login, { username: 'demo01', password: 'wrong' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      errorCode: 'invalid_credentials',
      status: 401,
      captcha: true,
      field: 'password',
    });
  });

  it('lets a handler refuse with failure(), a messageKey and a status of its own', async () => {
    const fake = fakePlatform().on(gameList, (input) =>
      input.pageNo > 1 ? failure(ErrorCode.conflict, { status: 422, messageKey: 'page_gone' }) : page,
    );
    const client = fake.client();
    await expect(client.call(gameList, {})).resolves.toEqual(page);
    const error = await client.call(gameList, { pageNo: 2 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ errorCode: 'conflict', status: 422, details: { messageKey: 'page_gone' } });
  });

  it('opens an encrypted body with the key it serves, so the handler reads the login form', async () => {
    const fake = fakePlatform().on(login, (input) => ({
      token: `tok-${input.username}`,
      expiresIn: 3600,
      firstTimeLogin: false,
      passwordExpired: false,
      defaultPassword: false,
      id: 7,
      account: input.username,
      username: input.username,
      nickname: null,
      customerId: 'C0007',
      type: 0,
    }));
    const session = await fake.client().call(login, { username: 'demo01', password: 'secret1' });
    expect(session.token).toBe('tok-demo01');
    const [call] = fake.calls(login);
    expect(call?.input).toMatchObject({ username: 'demo01', password: 'secret1', type: 'username' });
    expect(call?.sent).toMatch(/^\{"value":"[^"]+"\}$/);
  });

  it('reads a form-encoded body as its fields', async () => {
    const fake = fakePlatform().on(forgotPasswordByEmail, { messageKey: 'in_been_out' });
    await fake.client().call(forgotPasswordByEmail, { username: 'demo01', email: 'demo@example.com' });
    const [call] = fake.calls(forgotPasswordByEmail);
    expect(call?.form).toBe(true);
    expect(call?.input).toEqual({ username: 'demo01', email: 'demo@example.com' });
  });

  it('refuses a request its endpoint would refuse, as the server does', async () => {
    const fake = fakePlatform().on(gameList, page);
    const response = await fake.fetch('http://api.test/wps/relay/GCSGAME_gameList?pageNo=0');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      errorCode: 'validation_failed',
      field: 'pageNo',
    });
  });

  it('answers 404 not_found for an endpoint it was not told, and hangs where told to', async () => {
    const fake = fakePlatform().hang(gameList);
    const error = await fake
      .client({ token: 't' })
      .call(logout)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ errorCode: 'not_found', status: 404 });
    let settled = false;
    void fake
      .client()
      .call(gameList, {})
      .finally(() => {
        settled = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    expect(fake.calls(gameList)).toHaveLength(1);
  });

  it('answers an endpoint off its contract when told to, for a client to refuse', async () => {
    const fake = fakePlatform().raw(gameList, {
      body: { success: true, value: { ...page, games: [{ ...game, nodeId: 'one' }] } },
    });
    const error = await fake
      .client()
      .call(gameList, {})
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ errorCode: 'bad_response', status: 200 });
    expect(fake.calls(gameList)).toHaveLength(1);
    fake.raw(gameList, (request) => ({ status: 502, body: `bad gateway ${request.path}` }));
    await expect(fake.client().call(gameList, {})).rejects.toMatchObject({
      errorCode: 'bad_response',
      status: 502,
    });
  });

  it('tells onRequest of each request, and forgets every route and request on reset', async () => {
    const seen: string[] = [];
    const fake = fakePlatform({ onRequest: (request) => seen.push(`${request.method} ${request.path}`) });
    fake.on(logout, null);
    await expect(fake.client({ token: 't' }).call(logout)).resolves.toBeNull();
    expect(seen).toEqual(['DELETE /wps/session/logout']);
    fake.reset();
    expect(fake.requests).toEqual([]);
    await expect(fake.client({ token: 't' }).call(logout)).rejects.toMatchObject({ errorCode: 'not_found' });
  });

  it('types replies by the endpoint', () => {
    const fake = fakePlatform();
    // @ts-expect-error: a game list answer needs its paging fields.
    fake.on(gameList, { games: [] });
    // @ts-expect-error: pageNo is a number once parsed.
    fake.on(gameList, (input) => ({ ...page, pageNo: `${input.pageNo}` }));
    expect(fake.requests).toEqual([]);
  });
});
