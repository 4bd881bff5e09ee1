import { readFileSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { BASE_PLACEHOLDER } from './src/loader/placeholder';
import { snippetHtml } from './src/loader/snippet-html';

export default defineConfig([
  {
    // testing: helpers for other packages' tests (the messages parity assertion).
    entry: {
      index: 'src/index.ts',
      host: 'src/host.ts',
      lobby: 'src/lobby.ts',
      accounts: 'src/accounts.ts',
      locales: 'src/locales.ts',
      'member-center': 'src/member-center.ts',
      promotions: 'src/promotions.ts',
      points: 'src/points.ts',
      'help-center': 'src/help-center.ts',
      feedback: 'src/feedback.ts',
      'chat-room': 'src/chat-room.ts',
      agent: 'src/agent.ts',
      'member-badges': 'src/member-badges.ts',
      runtime: 'src/runtime-entry.ts',
      react: 'src/react/index.ts',
      testing: 'src/testing/index.ts',
    },
    format: ['esm'],
    dts: true,
    // package.json's build script empties dist once; two builds cleaning it would race.
    clean: false,
    target: 'es2022',
    sourcemap: true,
    // The encryption chunk of @lobbykit/api-client stays a lazy import in whoever bundles the sdk.
    external: ['react', '@lobbykit/api-client', 'nanostores', 'rosetta', 'valibot'],
  },
  {
    // The inline snippet: one minified script with the version pinned and a base URL to replace.
    entry: { 'loader.min': 'src/loader/inline.ts' },
    format: ['iife'],
    minify: true,
    target: 'es2017',
    clean: false,
    outExtension: () => ({ js: '.js' }),
    // Bengali stays as UTF-8 bytes rather than six-byte escapes: a third smaller once gzipped.
    esbuildOptions(options) {
      options.charset = 'utf8';
    },
    async onSuccess() {
      const code = readFileSync('dist/loader.min.js', 'utf8').trim();
      // Pages fill in their base URL by replacing the placeholder; a build without it could not be pasted.
      if (!code.includes(BASE_PLACEHOLDER))
        throw new Error(`loader.min.js lost its ${BASE_PLACEHOLDER} placeholder`);
      // The script and the modulepreload links for the files it inserts, from one list and one version.
      writeFileSync('dist/loader-snippet.html', snippetHtml(code));
    },
  },
]);
