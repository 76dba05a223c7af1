import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readSettings } from '../../server/settings/server-settings';
import { startServers } from '../../server/start-servers';

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
  // Read as the server reads its environment: `SANDBOX=1` and free ports, every other default.
  const checked = readSettings({
    SANDBOX: '1',
    PORT: '0',
    FOREIGN_PORT: '0',
    DATA_FILE: join(dataDir, 'sandbox.db'),
  });
  if (!checked.ok) throw new Error(checked.message);
  const running = await startServers({
    ...checked.config,
    distDir: resolve(distDir),
    onLog: () => undefined,
  });
  return {
    url: running.appOrigin,
    async close() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
