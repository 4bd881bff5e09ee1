/** Where the server writes: one line per request, and each unexpected error once. */
export interface Logger {
  info(line: string): void;
  error(line: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (line) => console.log(line),
  error: (line, error) => (error === undefined ? console.error(line) : console.error(line, error)),
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
