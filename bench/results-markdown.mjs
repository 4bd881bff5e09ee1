const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** A markdown table with its columns padded to one width, readable as plain text too. */
function table(head, rows) {
  const cells = [head, ...rows].map((row) => row.map(String));
  const widths = head.map((_, column) => Math.max(3, ...cells.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [
    line(cells[0]),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...cells.slice(1).map(line),
  ];
}

/** A report row keeps the budget when it answered at all within the row's time, and fast enough. */
export const withinBudget = (row, server) => row.requests > 0 && row.p99 < server.team.budgetMs;

function serverSection(server, database) {
  const title = `## Platform server on ${database.database}: autocannon from its own process, loopback, ${server.seconds} s a row`;
  if (database.skipped) return [title, '', `Skipped: ${database.skipped}`, ''];
  const { ceiling } = database;
  const figures = (row) => [row.name, row.rps, row.p50, row.p99, row.failures];
  const head = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'failures'];
  return [
    title,
    '',
    `${server.connections} keep-alive connections. Ceiling, the bare \`node:http\` server measured the same way in this run: ${ceiling.rps} req/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms.`,
    '',
    ...table(
      [...head, 'share of ceiling'],
      database.rows.map((row) => [...figures(row), row.share]),
    ),
    '',
    // One paragraph per rows-only rerun whose rows still stand (older results hold one object).
    ...[database.rowsRerun ?? []]
      .flat()
      .flatMap((rerun) => [
        `Measured again ${rerun.at.slice(0, 16).replace('T', ' ')} UTC with \`LOBBYKIT_BENCH_ONLY\`, ${rerun.seconds} s a row (bare \`node:http\` ceiling in that run: ${rerun.ceiling.rps} req/s): ${rerun.names.join(', ')}${rerun.note ? `. ${rerun.note}` : '.'}`,
        '',
      ]),
    ...(database.teamReports.length > 0
      ? [
          `Team reports (issue 11 budget: p99 under ${server.team.budgetMs} ms) of an agent over its ${server.team.members.toLocaleString('en')}-member subtree with ${server.team.bets.toLocaleString('en')} bets in the month asked for, one request at a time (a row with no answer within its ${database.teamReportsSeconds ?? server.seconds} s shows 0 requests a second and no latency)${database.teamReportsMeasuredAt ? `, measured again ${database.teamReportsMeasuredAt.slice(0, 16).replace('T', ' ')} UTC with \`LOBBYKIT_BENCH_ONLY=team-reports\`${database.teamReportsCeiling ? ` (bare \`node:http\` ceiling in that run: ${database.teamReportsCeiling.rps} req/s)` : ''}` : ''}${database.teamReportsNote ? `. ${database.teamReportsNote}` : ''}:`,
          '',
          ...table(
            [...head, 'within budget'],
            database.teamReports.map((row) => [...figures(row), withinBudget(row, server) ? 'yes' : 'NO']),
          ),
          '',
        ]
      : []),
  ];
}

/** `2026-11-27T14:05:31.000Z` as `2026-11-27 14:05`. */
const minute = (iso) => iso.slice(0, 16).replace('T', ' ');

/**
 * Issue 13 item 3: the same rows against 1 and 2 server processes on one port (bench/workers.mjs),
 * side by side, each with its share of the bare node:http ceiling and the 2/1 ratio.
 */
export function workersSection(workers) {
  const title = `## 1 and 2 server processes (\`LOBBYKIT_WORKERS\`) on ${workers.database}: autocannon from its own process, loopback, ${workers.seconds} s a row`;
  if (workers.skipped) return [title, '', `Skipped: ${workers.skipped}`, ''];
  const { ceilings, cores } = workers;
  const counts = workers.rows[0].runs.map((run) => run.workers);
  const processes = (count) => `${count} ${count === 1 ? 'worker' : 'workers'}`;
  const load = (moment) => moment.loadAverage[0].toFixed(1);
  return [
    title,
    '',
    `\`LOBBYKIT_WORKERS=2\` runs two whole servers on one port (node:cluster; bench/quiet-workers.mjs, the built server without a log line per request, as bench/quiet-platform.mjs), both on the same throwaway PostgreSQL seeded with the server table's 1,000 wallets (without the agent team). Each row is measured against 1 process, then against 2, after a second of each row unmeasured (each process compiles its hot paths; the ceiling's server gets one too); the system status row at its 16 keep-alive connections, bet + settle at 64 as in the server table (a round is two requests). Ceiling, the bare \`node:http\` server measured the same way in this run (${ceilings[0].connections} connections), again before each count's rows, each row's share being of the ceiling just before it: ${ceilings.map((ceiling) => `${ceiling.rps} req/s (p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms) before the ${processes(ceiling.workers)}`).join(', ')}.`,
    '',
    ...table(
      [
        'endpoint',
        'connections',
        ...counts.flatMap((count) => [
          `${processes(count)}: req/s`,
          'p50 / p99 ms',
          'share of ceiling',
          'failures',
        ]),
        `${counts.at(-1)} / ${counts[0]} (req/s)`,
      ],
      workers.rows.map((row) => [
        row.name,
        row.connections,
        ...row.runs.flatMap((run) => [run.rps, `${run.p50} / ${run.p99}`, run.share, run.failures]),
        row.ratio,
      ]),
    ),
    '',
    `${
      cores <= 2
        ? `This machine has ${cores} CPU cores, shared by the server processes, PostgreSQL and the load generator (and by other work on the machine), so 2 workers are not expected to beat 1 here: the second process has no core of its own, and what it runs it takes from the first, from PostgreSQL and from autocannon. A ratio under 1 is what a second process costs when it has no core to run on (one more process for the same cores to switch between); it says nothing of what a core of its own would give it.`
        : `This machine has ${cores} CPU cores, shared by the server processes, PostgreSQL and the load generator (and by other work on the machine).`
    } An operator with more cores runs one server process per core the server can have, on PostgreSQL, as packages/platform-server/README.md shows under "Several processes" (\`DATABASE_URL=... LOBBYKIT_WORKERS=4 node dist/main.js\`, or several such servers behind a load balancer; any process answers any request, no sticky sessions), and gives PostgreSQL cores of its own; this bench, run there, shows what the second process gains (\`LOBBYKIT_BENCH_ONLY=workers node bench/run-server.mjs\`).`,
    '',
    `Measured ${minute(workers.began.at)}-${minute(workers.ended.at).slice(11)} UTC, load average (\`uptime\`, last minute) ${load(workers.began)} when it began and ${load(workers.ended)} at its end${workers.note ? `. ${workers.note}` : '.'}`,
    '',
  ];
}

/**
 * Issue 12's row: the promotions list of 50 promotions after its data arrives (bench/promotions.mjs),
 * in the DOM and painted, each beside its floor. Older results carry one painted figure, `afterDataMs`.
 */
function promotionsSection(promotions) {
  const painted = (row) => row.paintedMs ?? row.afterDataMs;
  return [
    `## Promotions list of ${promotions.count} (${promotions.note}, median of ${promotions.runs} runs)`,
    '',
    ...table(
      ["from the list's arrival to", 'widget (ms)', 'floor: the same cards as static HTML (ms)'],
      [
        [
          `all ${promotions.count} cards in the DOM: the widget's parsing and rendering (issue 12: under ${promotions.budgetMs} ms; the floor clones a template)`,
          promotions.widget.inDomMs,
          promotions.floor.inDomMs,
        ],
        [
          "the frame that shows them painted (with the browser's style, layout and paint)",
          painted(promotions.widget),
          painted(promotions.floor),
        ],
      ],
    ),
    '',
    `Painted, widget / floor: ${promotions.ratio}. The promotions widget mounted by the loader on a plain page, its list answered with ${promotions.count} promotions (the seeded ones repeated), timed from the answer's arrival (its Resource Timing responseEnd) to the moment the ${promotions.count}th card is in the shadow root, and to the frame that shows them (requestAnimationFrame, then the task after the frame). The floor fetches the same answer the same way and, once it is parsed, puts in the cards the widget drew as static HTML, in a shadow root whose styles (the widget's CSS) were adopted before, as the widget's are when it mounts; in the same run, loads interleaved (bench/promotions.mjs). Issue 12's budget ("renders in under ${promotions.budgetMs} ms after its data arrives") is read against the first row, the widget's own work from the answer to all its cards in the DOM. The painted frame adds the browser's style, layout and paint, and the tasks that run between that frame and the mark after it (the banners' lazy loads starting); on this machine that takes even the static-HTML floor over ${promotions.budgetMs} ms (a fresh renderer shapes its first text), so the painted figure is shown beside the floor's: the widget's part of it is the difference. The banners load and decode off the main thread after that frame, into boxes of their final 3:1 size, in the widget as in the floor; cards off screen skip style, layout and paint (\`content-visibility: auto\`), in both.`,
    ...(promotions.note2 ? ['', promotions.note2] : []),
    '',
  ];
}

/** A paint part's note and its table per network profile (bench/paint.mjs). */
function paintTables(paint) {
  return [
    ...(paint.note2 ? [paint.note2, ''] : []),
    ...paint.profiles.flatMap((profile) => [
      `### ${profile.name}`,
      '',
      ...table(
        [
          'page',
          'tag → painted ms',
          'navigation → painted ms',
          'vs the floor',
          'JS to show the form (gzip)',
          'JS files',
        ],
        profile.rows.map((row) => [
          row.name,
          row.fromTagMs,
          row.fromNavigationMs,
          row.ratio,
          kb(row.jsGzipBytes),
          row.jsFiles,
        ]),
      ),
      '',
    ]),
  ];
}

/** Loader tag to the register form's first input, painted, beside its static floor (issue 15 item 5). */
function registerSection(register) {
  // Each row's ratio is against the floor of its run (bench/paint.mjs).
  const ratio = (key, row = 'preact') =>
    register.profiles.find((profile) => profile.key === key)?.rows.find((each) => each.key === row)?.ratio ??
    '–';
  return [
    `## Loader tag to the painted register form (${register.note}, median of ${register.runs} runs)`,
    '',
    `The register widget mounted inline by the loader snippet on a plain page, painted when its form's first input is in the shadow root and the next frame has been drawn: its chunks, the registration rules and settings it asks the platform for (cross-origin, with their CORS preflights), then the form; against the same form as static HTML (the floor). Issue 15's goal: within 2 times the floor on loopback (this run: ${ratio('loopback')}) and within 3 times on slow 4G with 4x CPU throttling (this run: ${ratio('mobile')}); with the form's first frame in the page (frames/register.EN.html), ${ratio('loopback', 'framed')} and ${ratio('mobile', 'framed')}. JS counts the script files whose download ended before the form painted (gzip level 9).`,
    '',
    ...paintTables(register),
  ];
}

/** bench/RESULTS.md from the results `npm run bench` measured. */
export function resultsMarkdown({
  measuredAt,
  browserMeasuredAt,
  serverMeasuredAt,
  node,
  sizes,
  paint,
  register,
  home,
  server,
  workers,
  grid,
  promotions,
  lighthouse,
}) {
  const scores = lighthouse.scores;
  return [
    '# Benchmark results',
    '',
    `Measured ${measuredAt.slice(0, 10)} on Node ${node} by \`npm run bench\` (2 shared CPU cores: compare ratios within a run, not absolute numbers across runs); a section measured again later by a part of the bench alone (\`LOBBYKIT_BENCH_ONLY\`) says when.`,
    '',
    '## Download sizes (gzip, level 9)',
    '',
    `Measured ${(browserMeasuredAt ?? measuredAt).slice(0, 16).replace('T', ' ')} UTC, with the last browser part run (bench/run-browser.mjs measures them each time).`,
    '',
    ...table(
      ['what', 'gzip', 'files'],
      sizes.map((row) => [row.name, kb(row.bytes), row.files]),
    ),
    '',
    'Widget rows (`+ ...`) count what the chunk adds on top of the runtime entry.',
    '',
    `## Loader tag to painted login form (${paint.note}, median of ${paint.runs} runs)`,
    '',
    'A plain page with the loader snippet and an inline login widget, against the same page with the form the widget drew as static HTML (the floor), against the loader snippet with the form’s first frame in the page (the snippet, then the element the form is mounted into holding frames/login.EN.html, the declarative shadow root the build writes beside first-frame.js: the HTML parser draws the form, the runtime takes it over), and against the same login widget rendered by real react-dom 19 (a bench-only build by the same build function as the embed, packages/widgets/build/embed.mjs: react and react-dom resolved to React 19, the same sdk runtime, the login widget in the first file with the runtime as in the real embed; it registers the login widget only). Painted: the form is in the shadow root and the next frame has been drawn. JS counts the script files whose download ended before the form painted (gzip level 9): for LobbyKit the first frames (first-frame.js), the runtime when it came first; the inline loader snippet comes on top of both widget rows. The floor draws with the CSS text the widget’s sheets were filled with (its font included), and the react-dom row’s snippet asks for lobbykit.js alone (that build has no first frames).',
    '',
    ...paintTables(paint),
    ...(register ? registerSection(register) : []),
    `## Player site home page (${home.note}, median of ${home.runs} runs)`,
    '',
    ...table(
      ['measure', 'value'],
      [
        ['largest contentful paint', `${home.lcpMs} ms (${home.lcpElement})`],
        [
          home.firstScreenGzipBytes === undefined
            ? 'JavaScript transferred (the bench serves it uncompressed)'
            : 'JavaScript transferred (brotli, as the static server sends it)',
          kb(home.jsWireBytes),
        ],
        ['the same scripts at gzip level 9', kb(home.jsGzipBytes)],
        ['script files', home.jsFiles],
        ...(home.firstScreenGzipBytes === undefined
          ? []
          : [
              [
                'first screen, as the size budget counts it (scripts/lib/home-page-files.cjs, gzip 9)',
                `${kb(home.firstScreenGzipBytes)} in ${home.firstScreenFiles} files`,
              ],
            ]),
      ],
    ),
    ...(home.note2 ? ['', home.note2] : []),
    '',
    `Server load (measured ${(serverMeasuredAt ?? measuredAt).slice(0, 10)} on ${server.cores} CPU cores shared by the server, its database, the load generator and other work on the machine): the platform server runs in its own process (bench/quiet-platform.mjs: the built server without a log line per request), autocannon 9 in another (bench/load-worker.mjs), and the ceiling is a bare \`node:http\` server answering one fixed JSON body, in a third process, loaded the same way in the same run. Latencies are autocannon’s, in whole milliseconds. Each bet + settle row counts requests (a round is two: the seamless bet, then its settle); the one-wallet row serialises on demo01’s row lock, the other takes the 1,000 seeded players’ wallets in turn. Login logs in the 1,000 seeded players in turn (one player’s concurrent attempts would count against each other in the login guard). Deposit approval approves a different seeded In Process request each time. The bench seeds its own players, launch tokens, deposit requests and agent team with bulk SQL (bench/server-seed.mjs, bench/team-seed.mjs).`,
    '',
    ...server.databases.flatMap((database) => serverSection(server, database)),
    ...(workers ? workersSection(workers) : []),
    `## Game grid over ~10,000 games (${grid.note}, median of ${grid.runs} runs)`,
    '',
    ...table(
      ['measure', 'ms'],
      [
        ['first card on /rng, from navigation (issue 13: under 300)', grid.firstCardMs],
        ...(grid.firstCardFloor
          ? [
              ['the floor: the same first screen as static HTML, from navigation', grid.firstCardFloor.ms],
              ['first card, grid / floor', grid.firstCardFloor.ratio],
            ]
          : []),
        ['vendor filter applied', grid.vendorFilterMs],
        ['search result shown (includes the 300 ms debounce)', grid.searchMs],
        ...(grid.searchAfterDebounceMs !== undefined
          ? [
              [
                'search result shown, from the search request (when the debounce ended)',
                grid.searchAfterDebounceMs,
              ],
            ]
          : []),
        ['frame time while scrolling, p50 / p95', `${grid.scroll.p50} / ${grid.scroll.p95}`],
        ...(grid.floor
          ? [
              [
                `the floor: ${grid.floor.cards} static cards scrolled the same way, p50 / p95`,
                `${grid.floor.p50} / ${grid.floor.p95}`,
              ],
              ['scroll p95, grid / floor (issue 13: at most 1.5)', grid.floor.ratioP95],
            ]
          : []),
      ],
    ),
    '',
    ...(grid.firstCardFloor
      ? [
          'The first card’s floor is the screen the player had when the grid drew its first card, as static HTML: the whole document at that moment, each shadow root a declarative one with its CSS in a `<style>`, the scripts taken out (the site’s stylesheet, the fonts and the cards’ images stay), served by the same file server, a cold load after each of the grid’s in the same run, timed the same way: from navigation to the task after the frame that shows it (bench/grid.mjs). No script can draw that screen sooner, so what the floor takes on this machine is the part of the first card that no change to the site or the widget can remove.',
          '',
        ]
      : []),
    `While scrolling, the virtualised grid kept ${grid.scroll.cardsInDom} cards in the DOM.${grid.floor ? ' The floor is the cards the grid drew, as static HTML with its CSS in a shadow root of their own put in the grid widget’s place on the same page (the site’s header, menus and navigation stay), as many as the grid had loaded by the end of its scroll, card n showing the n-th game icon the grid fetched (the same distinct images, so the ratio measures the widget and not image decoding), scrolled by the same wheel steps in the same run (bench/grid.mjs).' : ''}${grid.scroll.distinctIcons ? ` The grid fetched ${grid.scroll.distinctIcons} distinct game icons while it scrolled.` : ''}`,
    ...(grid.note2 ? ['', grid.note2] : []),
    '',
    ...(promotions ? promotionsSection(promotions) : []),
    `## Lighthouse ${lighthouse.version} on the home page (${lighthouse.note}, median of ${lighthouse.runs} runs)`,
    '',
    ...table(
      ['performance', 'accessibility', 'best practices', 'SEO'],
      [[scores.performance, scores.accessibility, scores['best-practices'], scores.seo]],
    ),
    '',
    `Metrics: FCP ${lighthouse.metrics.fcpMs} ms, LCP ${lighthouse.metrics.lcpMs} ms, TBT ${lighthouse.metrics.tbtMs} ms, Speed Index ${lighthouse.metrics.speedIndexMs} ms, CLS ${lighthouse.metrics.cls}.`,
    ...(lighthouse.note2 ? [lighthouse.note2] : []),
    lighthouse.failing.length > 0
      ? `Audits that did not pass: ${lighthouse.failing.map((id) => `\`${id}\``).join(', ')}.`
      : 'Every accessibility, best-practice and SEO audit passed.',
    '',
  ].join('\n');
}
