import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    lobby: 'src/lobby.ts',
    accounts: 'src/accounts.ts',
    locales: 'src/locales.ts',
    'member-center': 'src/member-center.ts',
    agent: 'src/agent.ts',
    promotions: 'src/promotions.ts',
    'help-center': 'src/help-center.ts',
    feedback: 'src/feedback.ts',
    chat: 'src/chat.ts',
    points: 'src/points.ts',
    contract: 'src/contract/index.ts',
    'first-paint': 'src/first-paint.ts',
    testing: 'src/testing/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  sourcemap: true,
});
