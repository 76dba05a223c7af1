import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, outDir } from './paths';
import { buildServer } from './server-global-setup';

/** The e2e suite runs against the production build, app and server: build them once before any test file. */
export default function setup(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}: apt-get install -y chromium (see README).`,
    );
  }
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(join(outDir, 'index.html'))) return;
  buildServer();
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would make Vite ship React's development build.
    env: { ...process.env, NODE_ENV: 'production', OUT_DIR: outDir },
  });
}
