/** One server-sent event as read off a stream. */
export interface StreamEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Reads `text/event-stream` blocks until the stream ends or `signal` aborts: what EventSource does,
 * over a fetch that can send the session's headers (EventSource cannot).
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  let buffer = '';
  try {
    while (!signal.aborted) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const parsed = parseBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (parsed) onEvent(parsed);
        end = buffer.indexOf('\n\n');
      }
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

function parseBlock(block: string): StreamEvent | undefined {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    // A line starting with ':' is a comment (the server's keep-alive).
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  }
  if (data.length === 0) return undefined;
  return { event, data: data.join('\n'), ...(id !== undefined ? { id } : {}) };
}
