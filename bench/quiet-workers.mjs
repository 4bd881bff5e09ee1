#!/usr/bin/env node
// quiet-platform.mjs for LOBBYKIT_WORKERS > 1: node:cluster workers on one port, each the built
// server without its request log. The database is migrated and seeded before (bench/workers.mjs).
import cluster from 'node:cluster';
import { envConfig, startPlatform } from '../packages/platform-server/dist/index.js';
import { quietLog } from './stack.mjs';

const config = envConfig();
if (cluster.isPrimary && config.workers > 1) {
  const urls = [];
  cluster.on('message', (_worker, message) => {
    if (message?.kind !== 'listening') return;
    urls.push(message.url);
    if (urls.length === config.workers)
      console.log(`LobbyKit platform server listening on ${urls[0]} (${config.workers} workers)`);
  });
  for (let index = 0; index < config.workers; index++) cluster.fork();
  process.once('SIGTERM', () => {
    const workers = Object.values(cluster.workers ?? {});
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => --left === 0 && process.exit(0));
      worker.process.kill('SIGTERM');
    }
  });
} else {
  const running = await startPlatform({ ...config, log: quietLog });
  if (cluster.isWorker) process.send({ kind: 'listening', url: running.url });
  else console.log(`LobbyKit platform server listening on ${running.url}`);
  process.once('SIGTERM', () => running.close().then(() => process.exit(0)));
}
