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

function serverSection(server, database) {
  const title = `## Platform server on ${database.database}, loopback, ${server.concurrency} concurrent keep-alive clients, ${server.seconds} s each, median of ${server.rounds} rounds`;
  if (database.skipped) return [title, '', `Skipped: ${database.skipped}`, ''];
  return [
    title,
    '',
    ...table(
      ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'bare node:http req/s', 'share of ceiling'],
      database.rows.map((row) => [
        row.name,
        row.server.rps,
        row.server.p50,
        row.server.p99,
        row.ceiling.rps,
        row.ratio,
      ]),
    ),
    '',
    `Login (scrypt is slow on purpose; ${database.login.note}): p50 ${database.login.p50} ms, p99 ${database.login.p99} ms.`,
    '',
  ];
}

/** bench/RESULTS.md from the results `npm run bench` measured. */
export function resultsMarkdown({ measuredAt, node, sizes, paint, home, server, grid, lighthouse }) {
  const scores = lighthouse.scores;
  return [
    '# Benchmark results',
    '',
    `Measured ${measuredAt.slice(0, 10)} on Node ${node} by \`npm run bench\` (2 shared CPU cores: compare ratios within a run, not absolute numbers across runs).`,
    '',
    '## Download sizes (gzip, level 9)',
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
    'A plain page with the loader snippet and an inline login widget, against the same page with the form the widget drew as static HTML (the floor), and against the same login widget rendered by real react-dom 19 (a bench-only build by the same build function as the embed, packages/widgets/build/embed.mjs: react and react-dom resolved to React 19, the same sdk runtime, the login widget in the first file with the runtime as in the real embed; it registers the login widget only). Painted: the form is in the shadow root and the next frame has been drawn. JS counts the script files fetched (gzip level 9); the inline loader snippet comes on top of both widget rows.',
    '',
    ...paint.profiles.flatMap((profile) => [
      `### ${profile.name}`,
      '',
      ...table(
        [
          'page',
          'tag → painted ms',
          'navigation → painted ms',
          'vs LobbyKit',
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
    `## Player site home page (${home.note}, median of ${home.runs} runs)`,
    '',
    ...table(
      ['measure', 'value'],
      [
        ['largest contentful paint', `${home.lcpMs} ms (${home.lcpElement})`],
        ['JavaScript transferred (the bench serves it uncompressed)', kb(home.jsWireBytes)],
        ['the same scripts at gzip level 9', kb(home.jsGzipBytes)],
        ['script files', home.jsFiles],
      ],
    ),
    '',
    'Each server table measures its endpoints against a bare `node:http` server answering the same JSON from memory in the same round (the ceiling); the load generator shares the process with both. The bet row is one demo-game round: the seamless bet, then its settle, all on demo01’s wallet, whose row lock serialises them; its req/s and latencies count whole rounds (two requests each).',
    '',
    ...server.databases.flatMap((database) => serverSection(server, database)),
    `## Game grid over ~10,000 games (${grid.note}, median of ${grid.runs} runs)`,
    '',
    ...table(
      ['measure', 'ms'],
      [
        ['first card on /rng, from navigation', grid.firstCardMs],
        ['vendor filter applied', grid.vendorFilterMs],
        ['search result shown (includes the 300 ms debounce)', grid.searchMs],
        ['frame time while scrolling, p50 / p95', `${grid.scroll.p50} / ${grid.scroll.p95}`],
      ],
    ),
    '',
    `While scrolling, the virtualised grid kept ${grid.scroll.cardsInDom} cards in the DOM.`,
    '',
    `## Lighthouse ${lighthouse.version} on the home page (${lighthouse.note}, median of ${lighthouse.runs} runs)`,
    '',
    ...table(
      ['performance', 'accessibility', 'best practices', 'SEO'],
      [[scores.performance, scores.accessibility, scores['best-practices'], scores.seo]],
    ),
    '',
    `Metrics: FCP ${lighthouse.metrics.fcpMs} ms, LCP ${lighthouse.metrics.lcpMs} ms, TBT ${lighthouse.metrics.tbtMs} ms, Speed Index ${lighthouse.metrics.speedIndexMs} ms, CLS ${lighthouse.metrics.cls}.`,
    lighthouse.failing.length > 0
      ? `Audits that did not pass: ${lighthouse.failing.map((id) => `\`${id}\``).join(', ')}.`
      : 'Every accessibility, best-practice and SEO audit passed.',
    '',
  ].join('\n');
}
