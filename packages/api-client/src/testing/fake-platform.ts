import * as v from 'valibot';
import { type ApiClient, type CallerContext, createClient } from '../client';
import type { Endpoint, LazyEndpoint, ParsedRequestOf, ResponseOf } from '../contract/endpoint';
import { sessionKey } from '../contract/session';
import { statusOf } from '../errors';
import { firstIssue } from '../issues';
import { isSealed, openSealed, publicSessionKey } from './sealed-body';

/**
 * The platform API in memory, keyed by the contract's endpoint objects (hono's `testClient` idea):
 * `fake.on(gameList, (input) => ({ ... }))` answers `ResponseOf<typeof gameList>`, checked by the
 * compiler; `fake.fail(login, ErrorCode.invalidCredentials)` answers a failure envelope. The real
 * client talks to it through `fake.fetch`, so query strings, headers, envelopes and the encrypted
 * login all go through the real code. Every request is logged; `fake.calls(endpoint)` reads them back
 * typed as the endpoint's handler sees them.
 */
type Target = Endpoint | LazyEndpoint;

/** One request as the fake received it. */
export interface FakeRequest<Input = unknown> {
  method: string;
  path: string;
  /** The query string (a GET's input). */
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body (an encrypted one opened), or a form body's fields; undefined for a GET. */
  body: unknown;
  /** True when the body travelled form-encoded. */
  form?: boolean;
  /** The body exactly as handed to `fetch`. */
  sent: BodyInit | null | undefined;
  /**
   * What the endpoint's handler gets: a GET's query or the body, through the endpoint's request
   * schema when it passes (as the server parses it), else as sent.
   */
  input: Input;
}

/** What a failure envelope carries beside its code; `status` defaults to the code's (`statusOf`). */
export interface FailureOptions {
  status?: number;
  /** The request field that failed. */
  field?: string;
  /** The translation key of a rule's refusal. */
  messageKey?: string;
  message?: string;
  /** Any other flag the envelope carries (`captcha`, `retryAfter`, `proof`, `balance` ...). */
  [flag: string]: unknown;
}

/** A handler's way to refuse: `return failure(ErrorCode.conflict, { field: 'amount' })`. */
export class FakeFailure {
  constructor(
    readonly errorCode: string,
    readonly options: FailureOptions = {},
  ) {}
}

export const failure = (errorCode: string, options: FailureOptions = {}): FakeFailure =>
  new FakeFailure(errorCode, options);

/** A value of the endpoint's answer, a failure, or a whole `Response` (a server-sent event stream). */
export type FakeAnswer<E extends Target> = ResponseOf<E> | FakeFailure | Response;

export type FakeHandler<E extends Target> = (
  input: ParsedRequestOf<E>,
  request: FakeRequest<ParsedRequestOf<E>>,
) => FakeAnswer<E> | Promise<FakeAnswer<E>>;

/** A reply by status and envelope, unchecked by the endpoint's answer type (`raw`). */
export interface RawReply {
  status?: number;
  body: unknown;
}

export type RawHandler = (request: FakeRequest) => RawReply | Response | Promise<RawReply | Response>;

export interface FakePlatformOptions {
  /** Serve the fake's own key at `GET /wps/session/key` and open sealed bodies with it (default true). */
  encryption?: boolean;
  /** Told of every request as it is logged. */
  onRequest?: (request: FakeRequest) => void;
}

export interface FakePlatform {
  /** The `fetch` to hand to `createClient({ fetch })` or the sdk's `configure({ fetch })`. */
  readonly fetch: typeof globalThis.fetch;
  /** Every request, in order. */
  readonly requests: FakeRequest[];
  /** Answers the endpoint with a value, or with what the handler answers for each request. */
  on<E extends Target>(endpoint: E, reply: ResponseOf<E> | FakeHandler<E>): FakePlatform;
  /** Answers the endpoint with a failure envelope: `{ success: false, errorCode, message, ...flags }`. */
  fail<E extends Target>(endpoint: E, errorCode: string, options?: FailureOptions): FakePlatform;
  /** Answers a request that never ends (a pending state). */
  hang<E extends Target>(endpoint: E): FakePlatform;
  /**
   * Answers the endpoint with a raw reply, unchecked by its answer type: an answer off the contract or
   * a broken envelope, for the tests that show a client refusing it.
   */
  raw<E extends Target>(endpoint: E, reply: RawHandler | RawReply): FakePlatform;
  /** The requests made to the endpoint, their input typed as its handler gets it. */
  calls<E extends Target>(endpoint: E): FakeRequest<ParsedRequestOf<E>>[];
  /** Forgets every route and every request (the session key stays served). */
  reset(): void;
  /** A client over this fake: merchant `ph`, language `EN`, no token unless given. */
  client(context?: Partial<CallerContext>): ApiClient;
}

type Route = (request: FakeRequest) => Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function failureResponse({ errorCode, options }: FakeFailure): Response {
  const { status, message, ...flags } = options;
  return json(
    { success: false, errorCode, message: message ?? errorCode, ...flags },
    status ?? statusOf(errorCode),
  );
}

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const isLazy = (target: Target): target is LazyEndpoint => 'load' in target;
const loaded = (target: Target): Promise<Endpoint> =>
  isLazy(target) ? target.load() : Promise.resolve(target);

function rawRoute(handler: RawHandler | RawReply): Route {
  const answer = typeof handler === 'function' ? handler : () => handler;
  return async (request) => {
    const reply = await answer(request);
    if (reply instanceof Response) return reply;
    // A streaming route answers the Response itself as its body (server-sent events).
    if (reply.body instanceof Response) return reply.body;
    return json(reply.body, reply.status ?? 200);
  };
}

/** A GET's query as an object, or the body: what the server parses with the request schema. */
const payloadOf = (request: FakeRequest): unknown =>
  request.method === 'GET' ? Object.fromEntries(request.query) : (request.body ?? {});

export function fakePlatform(options: FakePlatformOptions = {}): FakePlatform {
  const encryption = options.encryption ?? true;
  const routes = new Map<string, Route>();
  const requests: FakeRequest[] = [];

  const fake: FakePlatform = {
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const method = (init?.method ?? 'GET').toUpperCase();
      const sent = init?.body;
      const form = sent instanceof URLSearchParams;
      let body: unknown = form
        ? Object.fromEntries(sent)
        : typeof sent === 'string'
          ? JSON.parse(sent)
          : sent;
      // A body sealed to another key (a test serving its own) stays as sent.
      if (encryption && isSealed(body)) body = await openSealed(body.value).catch(() => body);
      const request: FakeRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: new Headers(init?.headers),
        body,
        ...(form ? { form } : {}),
        sent,
        input: undefined,
      };
      request.input = payloadOf(request);
      requests.push(request);
      options.onRequest?.(request);
      const route = routes.get(keyOf(method, url.pathname));
      return route
        ? route(request)
        : json({ success: false, errorCode: 'not_found', message: 'Not found' }, 404);
    }) as typeof globalThis.fetch,

    requests,

    on(target, reply) {
      const handler = (typeof reply === 'function' ? reply : () => reply) as FakeHandler<Target>;
      routes.set(keyOf(target.method, target.path), async (request) => {
        const endpoint = await loaded(target);
        const parsed = v.safeParse(endpoint.request, payloadOf(request));
        if (!parsed.success) {
          const issue = firstIssue(parsed.issues);
          return failureResponse(
            failure('validation_failed', { field: issue.field, message: issue.message }),
          );
        }
        request.input = parsed.output;
        const answer = await handler(parsed.output as never, request as never);
        if (answer instanceof Response) return answer;
        if (answer instanceof FakeFailure) return failureResponse(answer);
        return json({ success: true, value: answer ?? null });
      });
      return fake;
    },

    fail(target, errorCode, failureOptions = {}) {
      routes.set(keyOf(target.method, target.path), async () =>
        failureResponse(failure(errorCode, failureOptions)),
      );
      return fake;
    },

    hang(target) {
      routes.set(keyOf(target.method, target.path), () => new Promise<Response>(() => {}));
      return fake;
    },

    raw(target, reply) {
      routes.set(keyOf(target.method, target.path), rawRoute(reply));
      return fake;
    },

    calls(target) {
      const schema = isLazy(target) ? undefined : target.request;
      return requests
        .filter((request) => request.method === target.method && request.path === target.path)
        .map((request) => {
          const parsed = schema ? v.safeParse(schema, payloadOf(request)) : undefined;
          return { ...request, input: parsed?.success ? parsed.output : request.input } as never;
        });
    },

    reset() {
      routes.clear();
      requests.length = 0;
      if (encryption) fake.on(sessionKey, () => publicSessionKey('fake'));
    },

    client(context = {}) {
      return createClient({
        baseUrl: 'http://api.test',
        context: () => ({ merchant: 'ph', language: 'EN', token: null, ...context }),
        fetch: fake.fetch,
      });
    },
  };
  fake.reset();
  return fake;
}
