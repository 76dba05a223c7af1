import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServers } from '../../server/start-servers';
import { testConfig } from '../../server/test-support/test-config';

export function buildApp(outDir: string): void {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', OUT_DIR: outDir },
  });
}

/**
 * The production server as `npm start` runs it (borrower screens rendered with their data), with
 * a fresh sandbox on a free loopback port, and the foreign origin (the lender's images, pay and
 * agreement pages) on another free port of localhost.
 */
export async function startAppServer(
  distDir: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'borrower-audit-'));
  const running = await startServers(
    testConfig({
      host: '127.0.0.1',
      port: 0,
      foreign: { host: 'localhost', port: 0 },
      dataFile: join(dataDir, 'sandbox.db'),
      distDir: resolve(distDir),
      onLog: () => undefined,
      serverRender: true,
    }),
  );
  return {
    url: running.appOrigin,
    async close() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
