/** Where the server writes: one line per request, and each unexpected error once. */
export interface Logger {
  info(line: string): void;
  error(line: string, error?: unknown): void;
}

/**
 * Info lines go out in batches, one write per turn of the event loop instead of one per request:
 * the request log stays, off the hot path. Errors are written at once.
 */
let pending: string[] = [];
let flushesOnExit = false;
function flush(): void {
  if (pending.length === 0) return;
  const text = `${pending.join('\n')}\n`;
  pending = [];
  process.stdout.write(text);
}

export const consoleLogger: Logger = {
  info: (line) => {
    if (!flushesOnExit) {
      flushesOnExit = true;
      process.once('exit', flush);
    }
    if (pending.length === 0) setImmediate(flush);
    pending.push(line);
  },
  error: (line, error) => {
    flush();
    if (error === undefined) console.error(line);
    else console.error(line, error);
  },
};

/** For tests: keeps the lines instead of printing them. */
export function memoryLogger(): Logger & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    info: (line) => void lines.push(line),
    error: (line) => void errors.push(line),
  };
}
