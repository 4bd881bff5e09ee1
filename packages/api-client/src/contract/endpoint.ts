import type { GenericSchema, InferInput, InferOutput } from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint.
 * - `public`: anyone; a token is sent when there is one but not required.
 * - `member`: a valid session token (`Authorization`) is required, else 401.
 * - `admin`: the operator's admin key (`X-Admin-Key`) is required.
 */
export type Auth = 'public' | 'member' | 'admin';

/** `session`: GET answers kept in sessionStorage, per merchant and language, until the tab closes. */
export type CachePolicy = 'none' | 'session';

/** How a write sends its body; the spec names one form-encoded call (forgot password by email). */
export type BodyEncoding = 'json' | 'form';

export interface Endpoint<
  Req extends GenericSchema = GenericSchema,
  Res extends GenericSchema = GenericSchema,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: Auth;
  /** The body travels as `{ value: <JWE compact> }` to the key of `GET /wps/session/key`. */
  readonly encrypted: boolean;
  readonly cache: CachePolicy;
  readonly encoding: BodyEncoding;
  /** Query for GET, body otherwise. */
  readonly request: Req;
  /** The envelope's `value`. */
  readonly response: Res;
}

/** The endpoint itself, or the one a lazy endpoint loads. */
export type EndpointOf<E extends Endpoint | LazyEndpoint> = E extends LazyEndpoint<infer Loaded> ? Loaded : E;

export type RequestOf<E extends Endpoint | LazyEndpoint> = InferInput<EndpointOf<E>['request']>;
export type ParsedRequestOf<E extends Endpoint | LazyEndpoint> = InferOutput<EndpointOf<E>['request']>;
export type ResponseOf<E extends Endpoint | LazyEndpoint> = InferOutput<EndpointOf<E>['response']>;

type EndpointDefinition<Req extends GenericSchema, Res extends GenericSchema> = Pick<
  Endpoint<Req, Res>,
  'method' | 'path' | 'request' | 'response'
> &
  Partial<Pick<Endpoint<Req, Res>, 'auth' | 'encrypted' | 'cache' | 'encoding'>>;

/** Declares an endpoint once; the server routes it and the client calls it from this one object. */
export function endpoint<Req extends GenericSchema, Res extends GenericSchema>(
  definition: EndpointDefinition<Req, Res>,
): Endpoint<Req, Res> {
  if (definition.cache === 'session' && definition.method !== 'GET') {
    throw new Error(`Only GET answers can be cached: ${definition.method} ${definition.path}`);
  }
  return Object.freeze({
    auth: 'public',
    encrypted: false,
    cache: 'none',
    encoding: 'json',
    ...definition,
  });
}

/** What the client needs to send a call: everything but the schemas. */
export type EndpointHead = Pick<Endpoint, 'method' | 'path' | 'auth' | 'encrypted' | 'cache' | 'encoding'>;

/**
 * An endpoint whose schemas (and valibot) load on first use: the calls lobbykit.js makes before its
 * first paint (`@lobbykit/api-client/first-paint`). `empty`: its request schema is `empty`, so an
 * absent or `{}` input goes out at once while the schemas load beside it; any other input waits and
 * meets the real schema. Every answer is checked against the loaded endpoint before it is used.
 */
export interface LazyEndpoint<E extends Endpoint = Endpoint> extends EndpointHead {
  readonly empty: boolean;
  load(): Promise<E>;
}

/** Declares the head of `E` beside a loader of the endpoint itself (contract/first-paint.test.ts compares the two). */
export function lazyEndpoint<E extends Endpoint>(
  head: Pick<EndpointHead, 'method' | 'path'> & Partial<EndpointHead> & { empty?: boolean },
  load: () => Promise<E>,
): LazyEndpoint<E> {
  let loading: Promise<E> | undefined;
  return Object.freeze({
    auth: 'public',
    encrypted: false,
    cache: 'none',
    encoding: 'json',
    empty: false,
    ...head,
    load: () => {
      loading ??= load();
      // A failed chunk load may be tried again on the next call.
      loading.catch(() => {
        loading = undefined;
      });
      return loading;
    },
  });
}
