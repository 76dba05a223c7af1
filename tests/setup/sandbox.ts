import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildServer, type ServerOptions } from '../../server/app';
import type { SandboxDb } from '../../server/lib/db';
import { outDir } from './paths';

export interface Sandbox {
  url: string;
  db: SandboxDb;
  /** Sandbox log lines (SMS codes and the like), oldest first. */
  logs: string[];
  close(): Promise<void>;
}

/** Options a test file may give its sandbox (the deployment's host lists, say). */
export type SandboxOptions = Pick<ServerOptions, 'hosts'>;

/** A private sandbox per test file: its own SQLite file and port, serving the built app. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'borrower-sandbox-'));
  const logs: string[] = [];
  const app = await buildServer({
    dataFile: join(dir, 'sandbox.db'),
    uploadsDir: join(dir, 'uploads'),
    distDir: outDir,
    onLog: (line) => logs.push(line),
    ...options,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  if (!app.db) throw new Error('sandbox database missing');
  return {
    url: `http://127.0.0.1:${port}`,
    db: app.db,
    logs,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
