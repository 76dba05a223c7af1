import { execFileSync } from 'node:child_process';

/**
 * The server tests that start real server processes run the compiled server, as production
 * does: build it once before any test file (a few seconds; never stale against the sources).
 */
export default function setup(): void {
  buildServer();
}

export function buildServer(): void {
  execFileSync('npx', ['vite', 'build', '--config', 'vite.server.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
