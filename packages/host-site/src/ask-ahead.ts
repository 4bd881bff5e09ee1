/** A GET the page's head asked before the site's code arrived (index.html, `#ask-ahead`). */
export interface AskedAhead {
  url: string;
  headers: Record<string, string>;
  response: Promise<Response>;
}

declare global {
  interface Window {
    LOBBYKIT_AHEAD?: AskedAhead[];
  }
}

/**
 * A fetch for the sdk's client (`configure({ fetch })`) that answers a request the page's head
 * already asked (the same GET of the same URL with the same headers) with that request's response,
 * once, instead of sending it again; every other request goes out as usual. The head asks startup's
 * calls and the home page's announcements while the site's code downloads, so their answers are in
 * (or on their way) when startup and the banners ask (bench/RESULTS.md, Lighthouse). A request the
 * head asked that failed is sent again.
 */
export function fetchTakingAhead(asked: readonly AskedAhead[] = window.LOBBYKIT_AHEAD ?? []): typeof fetch {
  const waiting = [...asked];
  return (input, init) => {
    const ahead = waiting.find((candidate) => sameRequest(candidate, input, init));
    if (!ahead) return globalThis.fetch(input, init);
    waiting.splice(waiting.indexOf(ahead), 1);
    const response = ahead.response.catch(() => globalThis.fetch(input, init));
    return init?.signal ? untilAborted(response, init.signal) : response;
  };
}

function sameRequest(ahead: AskedAhead, input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  if (input instanceof Request || (init?.method ?? 'GET').toUpperCase() !== 'GET' || init?.body != null)
    return false;
  if (normalUrl(String(input)) !== normalUrl(ahead.url)) return false;
  const sent = new Headers(init?.headers);
  const wanted = [...new Headers(ahead.headers)];
  return [...sent].length === wanted.length && wanted.every(([name, value]) => sent.get(name) === value);
}

/** The URL resolved against the page, its query in one order. */
function normalUrl(url: string): string {
  const parsed = new URL(url, window.location.href);
  parsed.searchParams.sort();
  return parsed.href;
}

/** The taken response, or the request's abort (its time-out) if that comes first, as fetch does. */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
