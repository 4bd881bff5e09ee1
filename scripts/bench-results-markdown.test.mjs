import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resultsMarkdown, workersSection } from '../bench/results-markdown.mjs';

const root = join(import.meta.dirname, '..');
/** The last committed results, the other parts' figures the workers section is rendered among. */
const committed = JSON.parse(readFileSync(join(root, 'bench/results/latest.json'), 'utf8'));

const run = (workers, rps, share) => ({
  workers,
  requests: rps * 5,
  rps,
  p50: 1,
  p99: 9,
  failures: 0,
  share,
});

/** What bench/workers.mjs answers, with round figures. */
const workers = {
  database: 'PostgreSQL 15',
  cores: 2,
  seconds: 5,
  ceilings: [
    { workers: 1, connections: 16, requests: 200_000, rps: 40_000, p50: 0, p99: 1, failures: 0 },
    { workers: 2, connections: 16, requests: 190_000, rps: 38_000, p50: 0, p99: 2, failures: 0 },
  ],
  rows: [
    {
      name: 'system status (public read)',
      connections: 16,
      runs: [run(1, 30_000, 0.75), run(2, 24_000, 0.6)],
      ratio: 0.8,
    },
    {
      name: 'bet + settle (1000 wallets in turn)',
      connections: 64,
      runs: [run(1, 1_200, 0.03), run(2, 1_080, 0.027)],
      ratio: 0.9,
    },
  ],
  began: { at: '2026-11-27T14:40:05.000Z', loadAverage: [2.31, 3.2, 3.5] },
  ended: { at: '2026-11-27T14:41:02.000Z', loadAverage: [3.04, 3.3, 3.5] },
  note: 'The build of abc1234.',
};

describe('bench/RESULTS.md, the workers section (issue 13 item 3)', () => {
  it('adds its section after the server tables and leaves every other section as it was', () => {
    const { workers: _earlier, ...others } = committed;
    const without = resultsMarkdown(others);
    const withWorkers = resultsMarkdown({ ...others, workers });
    const section = workersSection(workers).join('\n');
    expect(withWorkers).toContain(section);
    expect(withWorkers.replace(`${section}\n`, '')).toBe(without);
    expect(withWorkers.indexOf(section)).toBeGreaterThan(withWorkers.indexOf('## Platform server on PGlite'));
    expect(withWorkers.indexOf(section)).toBeLessThan(withWorkers.indexOf('## Game grid'));
  });

  it('shows 1 and 2 workers side by side with their shares of the ceiling and the 2 / 1 ratio', () => {
    const lines = workersSection(workers);
    expect(lines[0]).toBe(
      '## 1 and 2 server processes (`LOBBYKIT_WORKERS`) on PostgreSQL 15: autocannon from its own process, loopback, 5 s a row',
    );
    const head = lines.find((line) => line.startsWith('| endpoint'));
    expect(head.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'endpoint',
      'connections',
      '1 worker: req/s',
      'p50 / p99 ms',
      'share of ceiling',
      'failures',
      '2 workers: req/s',
      'p50 / p99 ms',
      'share of ceiling',
      'failures',
      '2 / 1 (req/s)',
      '',
    ]);
    const bet = lines.find((line) => line.startsWith('| bet + settle'));
    expect(bet.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'bet + settle (1000 wallets in turn)',
      '64',
      '1200',
      '1 / 9',
      '0.03',
      '0',
      '1080',
      '1 / 9',
      '0.027',
      '0',
      '0.9',
      '',
    ]);
    expect(lines.join('\n')).toContain(
      '40000 req/s (p50 0 ms, p99 1 ms) before the 1 worker, 38000 req/s (p50 0 ms, p99 2 ms) before the 2 workers.',
    );
  });

  it('says the machine shares its 2 cores, points an operator at "Several processes", and gives the load average', () => {
    const text = workersSection(workers).join('\n');
    expect(text).toContain(
      'This machine has 2 CPU cores, shared by the server processes, PostgreSQL and the load generator',
    );
    expect(text).toContain('so 2 workers are not expected to beat 1 here');
    expect(text).toContain('packages/platform-server/README.md shows under "Several processes"');
    expect(text).toContain(
      'Measured 2026-11-27 14:40-14:41 UTC, load average (`uptime`, last minute) 2.3 when it began and 3.0 at its end. The build of abc1234.',
    );
  });

  it('says why when PostgreSQL could not run', () => {
    const skipped = { database: 'PostgreSQL', skipped: 'no initdb', cores: 2, seconds: 5, rows: [] };
    expect(workersSection(skipped).slice(1)).toEqual(['', 'Skipped: no initdb', '']);
  });
});
