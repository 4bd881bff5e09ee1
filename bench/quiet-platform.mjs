#!/usr/bin/env node
// The built platform server as its main.js starts it, without the line per request that main.js
// prints: under load, writing that log would be what the bench measures.
import { envConfig, startPlatform } from '../packages/platform-server/dist/index.js';
import { quietLog } from './stack.mjs';

const config = envConfig();
const running = await startPlatform({ ...config, log: quietLog });
console.log(`LobbyKit platform server listening on ${running.url}`);
process.once('SIGTERM', () => running.close().then(() => process.exit(0)));
