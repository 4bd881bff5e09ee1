import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts', index: 'src/index.ts', 'demo-openid': 'src/demo-openid/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  // Drops the api-client's HTTP client (ofetch and friends): the server needs only the contract.
  treeshake: true,
  sourcemap: true,
  // The contract ships inside the server so `node dist/main.js` needs no workspace build;
  // real npm dependencies stay external and come from node_modules.
  noExternal: ['@lobbykit/api-client'],
  // The client's transport: tree-shaken away, and never bundled in the meantime.
  external: ['ofetch'],
  esbuildOptions(options) {
    options.conditions = ['source', 'module', 'node'];
  },
});
