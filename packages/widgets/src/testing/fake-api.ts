/** A stand-in for the platform API: answers by "METHOD /path" and records every call. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  /** The query string's parameters (GET reads). */
  query: Record<string, string>;
}

type Answer = { status?: number; body: unknown };
type Route = (call: FakeCall) => Answer | Promise<Answer>;

const routes = new Map<string, Route>();
export const calls: FakeCall[] = [];

export function route(key: `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`, answer: Route): void {
  routes.set(key, answer);
}

export function resetFakeApi(): void {
  routes.clear();
  calls.length = 0;
}

export const ok = (value: unknown): Answer => ({ body: { success: true, value } });

export const fakeFetch: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const method = (init?.method ?? 'GET').toUpperCase();
  const raw = init?.body;
  const call: FakeCall = {
    method,
    path: url.pathname,
    body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    query: Object.fromEntries(url.searchParams),
  };
  calls.push(call);
  const answer = (await routes.get(`${method} ${url.pathname}`)?.(call)) ?? {
    status: 404,
    body: { success: false, errorCode: 'not_found', message: 'Not found' },
  };
  // A streaming endpoint's route answers the Response itself (server-sent events).
  if (answer.body instanceof Response) return answer.body;
  return new Response(JSON.stringify(answer.body), {
    status: answer.status ?? 200,
    headers: { 'content-type': 'application/json' },
  });
};
