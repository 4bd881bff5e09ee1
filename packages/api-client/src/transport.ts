/**
 * The one HTTP exchange the client makes: a `fetch` with a time-out that answers the status and the
 * parsed JSON (undefined when the body is not JSON). Network faults and time-outs reject.
 *
 * A plain `fetch` instead of ofetch: the client parses envelopes and maps errors itself, so ofetch
 * (with ufo and destr, ~4 KB gzip) bought nothing but bytes against the 30 KB first-paint budget.
 */
export interface Exchange {
  method: string;
  path: string;
  query?: Record<string, string> | undefined;
  headers: Record<string, string>;
  body?: BodyInit | undefined;
}

export interface Answer {
  status: number;
  data: unknown;
}

export async function exchange(
  fetcher: typeof globalThis.fetch,
  baseUrl: string,
  timeoutMs: number,
  { method, path, query, headers, body }: Exchange,
): Promise<Answer> {
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '';
  const response = await fetcher(`${baseUrl.replace(/\/+$/, '')}${path}${search}`, {
    method,
    headers: { Accept: 'application/json', ...headers },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  return { status: response.status, data };
}
