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

export type RequestOf<E extends Endpoint> = InferInput<E['request']>;
export type ParsedRequestOf<E extends Endpoint> = InferOutput<E['request']>;
export type ResponseOf<E extends Endpoint> = InferOutput<E['response']>;

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
