import { spawn } from 'node:child_process';

export const PNPM = ['-y', 'pnpm@10.34.9'];

/** Runs a command with inherited output; resolves on exit 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

export const pnpm = (args, options) => run('npx', [...PNPM, ...args], options);

export function step(title) {
  console.log(`\n\x1b[1m▸ ${title}\x1b[0m`);
}
