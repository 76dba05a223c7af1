import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServer } from '../../server/app';

export function buildApp(outDir: string): void {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', OUT_DIR: outDir },
  });
}

/** The production server with a fresh sandbox on a free loopback port. */
export async function startAppServer(
  distDir: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'borrower-audit-'));
  const app = await buildServer({
    dataFile: join(dataDir, 'sandbox.db'),
    distDir: resolve(distDir),
    onLog: () => undefined,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
