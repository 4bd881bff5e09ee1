#!/usr/bin/env node
// The server part of `npm run bench` alone (after `npm run build`): measures, prints, and puts the
// server figures into bench/results/latest.json and bench/RESULTS.md beside the other parts' last ones.
//   LOBBYKIT_BENCH_SECONDS=1 node bench/run-server.mjs   (a quick run)
//   LOBBYKIT_BENCH_ONLY=team-reports node bench/run-server.mjs   (the team reports on PostgreSQL
//   alone, put in place of the last run's team rows; every other row stays as it was measured)
//   LOBBYKIT_BENCH_ONLY=bet-settle node bench/run-server.mjs   (the bet + settle rows on PostgreSQL
//   alone, put in place of the last run's; LOBBYKIT_BENCH_NOTE says what else ran on the machine)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resultsMarkdown } from './results-markdown.mjs';
import { measureServer, printServer } from './server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const latest = join(root, 'bench/results/latest.json');

const teamOnly = process.env.LOBBYKIT_BENCH_ONLY === 'team-reports';
const rowsOnly = process.env.LOBBYKIT_BENCH_ONLY === 'bet-settle' ? 'bet + settle' : null;
console.log(
  teamOnly || rowsOnly
    ? `${teamOnly ? 'Team reports' : 'Bet + settle rows'} on PostgreSQL…`
    : 'Server load on loopback, PGlite then PostgreSQL…',
);
const measured = await measureServer(root, { teamOnly, rowsOnly });
printServer(measured);

const results = existsSync(latest) ? JSON.parse(readFileSync(latest, 'utf8')) : null;
if (!results?.sizes) {
  console.log(
    'No results of the other parts in bench/results/latest.json: run `npm run bench` for RESULTS.md.',
  );
  process.exit(0);
}
const merged = teamOnly
  ? { ...results, server: withTeamReports(results.server, measured) }
  : rowsOnly
    ? { ...results, server: withRows(results.server, measured) }
    : { ...results, server: measured, serverMeasuredAt: new Date().toISOString() };
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(latest, `${JSON.stringify(merged, null, 2)}\n`);
writeFileSync(join(root, 'bench/RESULTS.md'), resultsMarkdown(merged));

/** The last full run's server figures with the PostgreSQL team rows (and their date) just measured. */
function withTeamReports(server, fresh) {
  const measuredDatabase = fresh.databases.find((database) => database.teamReports.length > 0);
  if (!server || !measuredDatabase)
    throw new Error('No team reports measured, or no earlier server run to put them in');
  return {
    ...server,
    databases: server.databases.map((database) =>
      database.database === measuredDatabase.database
        ? {
            ...database,
            teamReports: measuredDatabase.teamReports,
            teamReportsMeasuredAt: new Date().toISOString(),
            teamReportsSeconds: fresh.seconds,
            // How busy the machine was then: the bare node:http server measured in that run.
            teamReportsCeiling: measuredDatabase.ceiling,
            teamReportsNote: process.env.LOBBYKIT_BENCH_NOTE,
          }
        : database,
    ),
  };
}

/** The last full run's server figures with the PostgreSQL rows just measured put in place of theirs. */
function withRows(server, fresh) {
  const measuredDatabase = fresh.databases.find((database) => database.rows.length > 0);
  if (!server || !measuredDatabase)
    throw new Error('No rows measured, or no earlier server run to put them in');
  const fresher = new Map(measuredDatabase.rows.map((row) => [row.name, row]));
  return {
    ...server,
    databases: server.databases.map((database) =>
      database.database === measuredDatabase.database
        ? {
            ...database,
            rows: database.rows.map((row) => fresher.get(row.name) ?? row),
            rowsRerun: {
              names: [...fresher.keys()],
              at: new Date().toISOString(),
              seconds: fresh.seconds,
              ceiling: measuredDatabase.ceiling,
              note: process.env.LOBBYKIT_BENCH_NOTE,
            },
          }
        : database,
    ),
  };
}
