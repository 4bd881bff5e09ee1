import { type Server, type ServerOptions, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { ErrorCode } from '@lobbykit/api-client';

/**
 * How long the Node server waits for a client. Node's own defaults let a slow body hold a
 * connection for 300 s (330 s was measured): a request must now arrive whole within `requestMs`,
 * its headers within `headersMs`, and an idle keep-alive connection closes after `keepAliveMs`.
 * 60 s still carries a 20 MB proof upload at about 3 Mbit/s.
 */
export interface ServerTimeouts {
  requestMs: number;
  headersMs: number;
  keepAliveMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = { requestMs: 60_000, headersMs: 15_000, keepAliveMs: 5_000 };

/** Options for `http.createServer` (through hono's `serve`): the timeouts, checked every second. */
export function nodeServerOptions(timeouts: ServerTimeouts = SERVER_TIMEOUTS): ServerOptions {
  const headersMs = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    requestTimeout: timeouts.requestMs,
    headersTimeout: headersMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node looks for timed-out requests every 30 s by default: a 2 s timeout would take 32.
    connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(headersMs / 2))),
  };
}

/** What Node's parser or timer refused, as the status it would have sent. */
function statusOf(error: NodeJS.ErrnoException): number {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    default:
      return 400;
  }
}

/**
 * Node answers a request it cannot parse (headers too large, a malformed request line) or one that
 * timed out with a bare status and no body. These answers carry the envelope every other failure
 * has, so a client reads `errorCode` and `message` there too. A socket already answering or gone
 * is only closed.
 */
export function answerClientErrors(server: Server, timeouts: ServerTimeouts = SERVER_TIMEOUTS): void {
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node itself: answer only on a socket that has sent nothing yet (no response under way).
    if (error.code === 'ECONNRESET' || !socket.writable || (socket as Socket).bytesWritten > 0) {
      socket.destroy();
      return;
    }
    const status = statusOf(error);
    const body = JSON.stringify({
      success: false,
      errorCode: status === 408 ? ErrorCode.timeout : ErrorCode.validation,
      message:
        status === 431
          ? 'The request headers are too large'
          : status === 408
            ? 'The request took too long to arrive'
            : 'The request could not be read',
      ...(status === 431 ? { field: 'headers' } : {}),
    });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
