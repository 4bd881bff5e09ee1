/**
 * The embed bundle the loader fetches, built with rolldown: ESM, minified, one lazily loaded chunk
 * per widget, encryption (jose) and DOMPurify in chunks of their own loaded on first use.
 *
 * The first file, `lobbykit.js`, holds the runtime and everything the login form needs to paint:
 * the login form is what nearly every embedding shows first (inline, or as the modal the header and
 * the register form open), and one file gzips better than the 17 small shared chunks automatic
 * splitting made of it (3.4 kB of gzip went to the cuts alone). The set is found by a first,
 * throwaway build of the entry and the login widget side by side: every module whose code either of
 * them renders goes into the entry.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { flattenBundle } from './chunk-preload.mjs';
import { lobbykitSource, minifyCssTemplates } from './css-templates.mjs';
import { exportLocalNames } from './entry-exports.mjs';
import { rawSvgRolldown } from './raw-svg.mjs';

const widgets = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Widget source is written against the React API; here it runs on preact/compat.
 * @type {import('rolldown').Plugin}
 */
const preactCompat = {
  name: 'react-to-preact-compat',
  resolveId: {
    filter: { id: /^react(-dom)?(\/.*)?$/ },
    handler(id, importer) {
      return this.resolve(
        /\/jsx-(dev-)?runtime$/.test(id) ? 'preact/jsx-runtime' : 'preact/compat',
        importer,
      );
    },
  },
};

/** @type {import('rolldown').Plugin} */
const cssTemplates = {
  name: 'minify-css-templates',
  transform: {
    filter: { id: lobbykitSource },
    handler(code) {
      const contents = minifyCssTemplates(code);
      return contents === undefined ? null : { code: contents };
    },
  },
};

/**
 * nanostores keeps its change counter in `globalThis.nanostoresGlobal`, shared by every copy of it on
 * the page. The embed bundle holds its one copy, and a partner page's own nanostores must neither
 * share LobbyKit's counter nor see a global of ours (issue 15: no globals besides `LobbyKit`), so
 * here the counter is the bundle's own object.
 * @type {import('rolldown').Plugin}
 */
const bundleOwnNanostores = {
  name: 'bundle-own-nanostores',
  transform: {
    filter: { id: /nanostores[\\/]atom[\\/]index\.js$/ },
    handler(code) {
      const shared = '(globalThis.nanostoresGlobal ||= { epoch: 0 })';
      if (!code.includes(shared))
        throw new Error('nanostores/atom no longer sets nanostoresGlobal as expected');
      return { code: code.replace(shared, '{ epoch: 0 }') };
    },
  },
};

/**
 * @param {Record<string, string>} input
 * @param {import('rolldown').Plugin[]} plugins
 * @returns {import('rolldown').InputOptions}
 */
function inputOptions(input, plugins) {
  return {
    input,
    cwd: widgets,
    platform: 'browser',
    logLevel: 'warn',
    // Workspace packages from source, so the embed never waits on the sdk's own build; ESM before a
    // package's `browser` field (dlv, under rosetta, points `browser` at a UMD build).
    resolve: {
      conditionNames: ['source', 'module', 'browser', 'production', 'import', 'default'],
      mainFields: ['module', 'browser', 'main'],
    },
    transform: { target: 'es2022', define: { 'process.env.NODE_ENV': '"production"' } },
    // Chunks export only what other chunks import: nobody imports the bundle's files by hand.
    preserveEntrySignatures: false,
    plugins,
    onLog(level, log, handler) {
      // tsconfig's jsxImportSource is the one the builds mean; the React bench overrides it on purpose.
      if (log.code === 'CONFIGURATION_FIELD_CONFLICT') return;
      handler(level, log);
    },
  };
}

/**
 * Modules that several lazily loaded pages share, each set in one chunk of its own instead of a file
 * for every combination of pages that uses some of them: automatic splitting made 15 to 20 files of
 * 150 to 1,800 bytes for the agent center's deposit and withdraw pages, each with its own gzip header
 * and none sharing the others' dictionary (about 2 kB of gzip more over those two pages). A page that
 * needs one of a set's modules loads the whole set, so a set holds only what its pages all show.
 * Only modules outside lobbykit.js, and never their dependencies (those keep their own chunks).
 * @type {[string, RegExp][]}
 */
const sharedSets = [
  // What member, agent, promotion and point pages share: date formats and the member wire's common
  // types; money formats with the currency hook apart (the member center's referral page shows dates
  // but no money).
  [
    'member-common',
    /[\\/](sdk[\\/]src[\\/]i18n[\\/]date|api-client[\\/]src[\\/]contract[\\/]member-center[\\/]common)\.tsx?$/,
  ],
  [
    'member-money',
    /[\\/](sdk[\\/]src[\\/]i18n[\\/]money|widgets[\\/]src[\\/]member-center[\\/]ui[\\/]use-currency)\.tsx?$/,
  ],
  // The cashier forms' parts (deposit, withdraw, transfers, the security center's forms): the amount
  // field, notices, refusals in words and the cashier's words, the load and records hooks, the
  // loader of the records list under a form, and the note of a pending request (the balance's
  // polling, loaded only while a request is pending, brings this set along).
  [
    'member-cashier',
    /[\\/](widgets[\\/]src[\\/]member-center[\\/](ui[\\/](amount-field|notice|failure-text|use-load|use-request-records|request-records-later)|messages[\\/]cashier-(en|messages))|sdk[\\/]src[\\/]actions[\\/]member-center[\\/](cashier-amount|pending-note|cashier-paging))\.tsx?$/,
  ],
  // The withdraw page's parts: the turnover, a record's confirmation status, the withdrawal and
  // security calls (the security center and the transfers use the latter too).
  [
    'member-withdraw',
    /[\\/](widgets[\\/]src[\\/]member-center[\\/]ui[\\/](turnover-progress|withdrawal-confirmation)|sdk[\\/]src[\\/]actions[\\/]member-center[\\/](cashier-withdraw|security)|api-client[\\/]src[\\/]contract[\\/]member-center[\\/]security)\.tsx?$/,
  ],
  // The record pages' kit: the date range picker, the pager and their words. The agent pages' common
  // chunk imports it (its frame registers the records' words), so no agent page counts it twice; a
  // page with the pager but no picker (the member center's referral and missions) loads it whole.
  [
    'member-records',
    /[\\/]widgets[\\/]src[\\/]member-center[\\/](ui[\\/](date-range-picker|record-pager)|messages[\\/]records-(en|messages))\.tsx?$/,
  ],
  // The promotions list with the parts its lazily loaded views share with it (the card the detail
  // shows, the way back of the detail and of My applications): one chunk, which those views always
  // come after, instead of a file each (about 0.3 kB of gzip on the list's 12 kB budget).
  [
    'promotions-widget',
    /[\\/](widgets[\\/]src[\\/]promotions[\\/](promotions(-widget|\.css|-skeleton)?|type-tabs|use-location-hash|use-promotion-actions|promotion-(card|facts|progress)|status-button|back-link)|sdk[\\/]src[\\/]actions[\\/]promotions[\\/]promotion-button)\.tsx?$/,
  ],
  // The member center pages' CSS, with the agent center's frame that shows two of those pages.
  [
    'member-pages',
    /[\\/]widgets[\\/]src[\\/](member-center[\\/]member-pages\.css|agent-center[\\/]pages[\\/]ui[\\/]member-center-(page|sheet))\.tsx?$/,
  ],
];

/**
 * The modules of the contract's chunk: the client's checks and the endpoints lobbykit.js calls
 * (api-client's checks.ts and first-paint-contract.ts) with the schemas and valibot they need. The
 * first call loads them beside its request, after the paint; one chunk, since they are needed at
 * once (automatic splitting spread them over the chunks of the widgets that share them).
 */
const contractModules = [
  join(widgets, '../api-client/src/checks.ts'),
  join(widgets, '../api-client/src/first-paint-contract.ts'),
];

/**
 * Ids of the modules whose code `entry` and `firstPaint` render before the first widget paints,
 * and of those the contract's chunk adds: a build of them as entries, walked along static imports.
 * @param {string} entry
 * @param {string} firstPaint
 * @param {import('rolldown').Plugin[]} plugins
 */
async function firstPaintModules(entry, firstPaint, plugins) {
  const contractEntries = Object.fromEntries(
    contractModules.map((file, index) => [`contract${index}`, file]),
  );
  const build = await rolldown(inputOptions({ entry, firstPaint, ...contractEntries }, plugins));
  const { output } = await build.generate({ format: 'es', minify: true });
  await build.close();
  const chunks = new Map(output.filter((file) => file.type === 'chunk').map((file) => [file.fileName, file]));
  /** Modules rendered in `names` and the chunks they import statically, less those in `skip`. */
  const rendered = (/** @type {string[]} */ names, /** @type {Set<string>} */ skip) => {
    const modules = new Set();
    const pending = [...names];
    const seen = new Set();
    while (pending.length > 0) {
      const name = /** @type {string} */ (pending.pop());
      if (seen.has(name)) continue;
      seen.add(name);
      const chunk = chunks.get(name);
      if (!chunk) throw new Error(`embed build: no chunk ${name}`);
      for (const [id, module] of Object.entries(chunk.modules))
        if (module.renderedLength > 0 && !skip.has(id)) modules.add(id);
      pending.push(...chunk.imports);
    }
    return modules;
  };
  const inEntry = rendered(['entry.js', 'firstPaint.js'], new Set());
  const inContract = rendered(
    Object.keys(contractEntries).map((name) => `${name}.js`),
    inEntry,
  );
  for (const file of contractModules) {
    if (inEntry.has(file))
      throw new Error(`embed build: ${file} is in lobbykit.js, which must paint without it`);
    // A module of re-exports renders nothing, but the client imports it: it goes where its exports are.
    inContract.add(file);
  }
  return { inEntry, inContract };
}

/**
 * A lazily loaded chunk asks for all the chunks it needs at once, however deep (build/chunk-preload.mjs).
 * @type {import('rolldown').Plugin}
 */
const chunkPreload = {
  name: 'chunk-preload',
  generateBundle(_, bundle) {
    const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
    // `LOBBYKIT_EMBED_MODULES=<file>`: each chunk's modules with their minified sizes, to see what
    // lobbykit.js holds (node build/embed-modules.mjs <file> sums them up).
    if (process.env.LOBBYKIT_EMBED_MODULES) {
      const sizes = Object.fromEntries(
        chunks.map((chunk) => [
          chunk.fileName,
          Object.fromEntries(
            Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength]),
          ),
        ]),
      );
      writeFileSync(process.env.LOBBYKIT_EMBED_MODULES, JSON.stringify(sizes, null, 1));
    }
    for (const [name, code] of flattenBundle(chunks)) {
      const chunk = bundle[name];
      if (chunk?.type === 'chunk') chunk.code = code;
    }
  },
};

/**
 * Builds the embed bundle into `outDir`: `lobbykit.js` and `chunks/<name>-<hash>.js`.
 * @param {{ entry: string, firstPaint: string, outDir: string, plugins?: import('rolldown').Plugin[] }} options
 *   `entry`: the module that registers the widgets; `firstPaint`: the widget module whose code goes
 *   into `lobbykit.js` with the runtime; `plugins`: resolution of `react` (preact/compat by default).
 */
export async function buildEmbed({ entry, firstPaint, outDir, plugins = [preactCompat] }) {
  const all = [...plugins, cssTemplates, rawSvgRolldown, bundleOwnNanostores];
  const { inEntry, inContract } = await firstPaintModules(entry, firstPaint, all);
  const build = await rolldown(inputOptions({ lobbykit: entry }, all));
  const { output } = await build.generate({
    format: 'es',
    minify: true,
    // Licence comments stay; the minifier's `@__PURE__` marks (hundreds of them) and JSDoc go.
    comments: { legal: true, annotation: false, jsdoc: false },
    plugins: [chunkPreload],
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    codeSplitting: {
      groups: [
        { debugName: 'first paint', name: (id) => (inEntry.has(id) ? 'lobbykit' : null) },
        { debugName: 'contract', name: (id) => (inContract.has(id) ? 'api-contract' : null) },
        ...sharedSets.map(([name, test]) => ({
          debugName: name,
          name: (/** @type {string} */ id) => (!inEntry.has(id) && test.test(id) ? name : null),
          includeDependenciesRecursively: false,
        })),
      ],
    },
  });
  await build.close();
  // Written here, not by rolldown: the chunks' code and names change after it has hashed them.
  const chunks = output.filter((file) => file.type === 'chunk');
  const files = [
    ...exportLocalNames(chunks),
    ...output.flatMap((file) =>
      file.type === 'asset' ? [{ fileName: file.fileName, code: file.source }] : [],
    ),
  ];
  for (const { fileName, code } of files) {
    mkdirSync(dirname(join(outDir, fileName)), { recursive: true });
    writeFileSync(join(outDir, fileName), code);
  }
  return join(outDir, 'lobbykit.js');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildEmbed({
    entry: join(widgets, 'src/embed.ts'),
    firstPaint: join(widgets, 'src/login/login-widget.ts'),
    outDir: join(widgets, 'dist/embed'),
  });
}
