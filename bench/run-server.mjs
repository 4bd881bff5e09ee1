#!/usr/bin/env node
// The server part of `npm run bench` alone (after `npm run build`): measures, prints, and puts the
// server figures into bench/results/latest.json and bench/RESULTS.md beside the other parts' last ones.
//   LOBBYKIT_BENCH_SECONDS=1 node bench/run-server.mjs   (a quick run)
//   LOBBYKIT_BENCH_ONLY=team-reports node bench/run-server.mjs   (the team reports on PostgreSQL
//   alone, put in place of the last run's team rows; every other row stays as it was measured)
//   LOBBYKIT_BENCH_ONLY=bet-settle node bench/run-server.mjs   (the bet + settle rows on PostgreSQL
//   alone, put in place of the last run's; LOBBYKIT_BENCH_NOTE says what else ran on the machine)
//   LOBBYKIT_BENCH_ONLY=rows:balance,permission node bench/run-server.mjs   (the load rows whose name
//   starts with one of the names, on PGlite and on PostgreSQL, put in place of the last run's)
//   LOBBYKIT_BENCH_ONLY=workers node bench/run-server.mjs   (1 and 2 server processes on PostgreSQL,
//   bench/workers.mjs, in place of the last run's; LOBBYKIT_BENCH_NOTE goes under its table)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resultsMarkdown } from './results-markdown.mjs';
import { measureServer, printServer } from './server.mjs';
import { measureWorkers, printWorkers } from './workers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const latest = join(root, 'bench/results/latest.json');

const only = process.env.LOBBYKIT_BENCH_ONLY ?? '';
if (only === 'workers') {
  console.log('1 and 2 server processes on PostgreSQL…');
  const workers = await measureWorkers(root);
  printWorkers(workers);
  save((results) => ({ ...results, workers: { ...workers, note: process.env.LOBBYKIT_BENCH_NOTE } }));
  process.exit(0);
}
const teamOnly = only === 'team-reports';
const chosen = only.startsWith('rows:')
  ? only
      .slice('rows:'.length)
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
  : null;
if (chosen?.length === 0) throw new Error('LOBBYKIT_BENCH_ONLY=rows: names no row');
const rowsOnly = only === 'bet-settle' ? ['bet + settle'] : chosen;
// The chosen rows run on PGlite too; bet-settle and team-reports on PostgreSQL alone.
const pglite = !teamOnly && (!rowsOnly || chosen !== null);
console.log(
  teamOnly
    ? 'Team reports on PostgreSQL…'
    : rowsOnly
      ? `Rows ${rowsOnly.join(', ')} on ${pglite ? 'PGlite then ' : ''}PostgreSQL…`
      : 'Server load on loopback, PGlite then PostgreSQL…',
);
const measured = await measureServer(root, { teamOnly, rowsOnly, pglite });
printServer(measured);

save((results) =>
  teamOnly
    ? { ...results, server: withTeamReports(results.server, measured) }
    : rowsOnly
      ? { ...results, server: withRows(results.server, measured) }
      : { ...results, server: measured, serverMeasuredAt: new Date().toISOString() },
);

/** The last results, as `merge` puts the fresh figures in, into latest.json and RESULTS.md. */
function save(merge) {
  const results = existsSync(latest) ? JSON.parse(readFileSync(latest, 'utf8')) : null;
  if (!results?.sizes) {
    console.log(
      'No results of the other parts in bench/results/latest.json: run `npm run bench` for RESULTS.md.',
    );
    return;
  }
  const merged = merge(results);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(latest, `${JSON.stringify(merged, null, 2)}\n`);
  writeFileSync(join(root, 'bench/RESULTS.md'), resultsMarkdown(merged));
}

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

/**
 * A fresh row takes the place of the last run's row of the same name, or of one it renames by
 * saying more at its end (`bet + settle (1000 wallets in turn)` becomes `... in turn, 64 connections)`).
 */
function replaces(fresh, row) {
  return fresh.name === row.name || fresh.name.startsWith(row.name.replace(/\)$/, ''));
}

/** The last full run's server figures with the rows just measured put in place of theirs, per database. */
function withRows(server, fresh) {
  const measuredDatabases = fresh.databases.filter((database) => database.rows.length > 0);
  if (!server || measuredDatabases.length === 0)
    throw new Error('No rows measured, or no earlier server run to put them in');
  return {
    ...server,
    databases: server.databases.map((database) => {
      const measuredDatabase = measuredDatabases.find((each) => each.database === database.database);
      if (!measuredDatabase) return database;
      const freshRows = measuredDatabase.rows;
      // An earlier rerun keeps its note while any of its rows still stands.
      const earlier = [database.rowsRerun ?? []]
        .flat()
        .filter((rerun) => !rerun.names.every((name) => freshRows.some((row) => replaces(row, { name }))));
      return {
        ...database,
        rows: database.rows.map((row) => freshRows.find((each) => replaces(each, row)) ?? row),
        rowsRerun: [
          ...earlier,
          {
            names: freshRows.map((row) => row.name),
            at: new Date().toISOString(),
            seconds: fresh.seconds,
            ceiling: measuredDatabase.ceiling,
            note: process.env.LOBBYKIT_BENCH_NOTE,
          },
        ],
      };
    }),
  };
}
