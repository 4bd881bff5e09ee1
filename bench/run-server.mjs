#!/usr/bin/env node
// The server part of `npm run bench` alone (after `npm run build`): measures, prints, and puts the
// server figures into bench/results/latest.json and bench/RESULTS.md beside the other parts' last ones.
//   LOBBYKIT_BENCH_SECONDS=1 node bench/run-server.mjs   (a quick run)
//   LOBBYKIT_BENCH_ONLY=team-reports node bench/run-server.mjs   (the team reports on PostgreSQL
//   alone, put in place of the last run's team rows; every other row stays as it was measured)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resultsMarkdown } from './results-markdown.mjs';
import { measureServer, printServer } from './server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const latest = join(root, 'bench/results/latest.json');

const teamOnly = process.env.LOBBYKIT_BENCH_ONLY === 'team-reports';
console.log(teamOnly ? 'Team reports on PostgreSQL…' : 'Server load on loopback, PGlite then PostgreSQL…');
const measured = await measureServer(root, { teamOnly });
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
          }
        : database,
    ),
  };
}
