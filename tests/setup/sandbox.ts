import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SandboxDb } from '../../server/sandbox/db';
import { startServers, type StartConfig } from '../../server/start-servers';
import { outDir } from './paths';
import { testConfig } from '../../server/test-support/test-config';

export interface Sandbox {
  url: string;
  /** The foreign origin (pay, partner and agreement pages, the lender's images): another site. */
  foreignUrl: string;
  db: SandboxDb;
  /** Sandbox log lines (SMS codes and the like), oldest first. */
  logs: string[];
  close(): Promise<void>;
}

/** Options a test file may give its sandbox (the deployment's host lists, say). */
export type SandboxOptions = Partial<
  Pick<StartConfig, 'hosts' | 'metrics' | 'serverRender' | 'renderBudgetMs' | 'renderShare'>
>;

/**
 * The render budget and thread share of a test sandbox that renders pages: these files test what
 * the server renders, not its admission (server-render-fallback, server-render-late-answer, the
 * render gate's unit test and the load phase test that, with their own servers). On a shared CI
 * machine running several browsers, production's 500 ms is sometimes spent before the render
 * starts, and renders slowed down use up a quarter of the thread within a few pages: either sends
 * the shell instead.
 */
export const TEST_RENDER_BUDGET_MS = 5000;
export const TEST_RENDER_SHARE = { threadShare: 1, burstMs: TEST_RENDER_BUDGET_MS };

/**
 * A private sandbox per test file: its own SQLite file and port, serving the built app, and its
 * own foreign origin on localhost (a different site than 127.0.0.1), as `npm start` runs them.
 */
export async function startSandbox(
  options: SandboxOptions = {},
  /** The app origin the foreign pages link back to, when browsers reach the app through a front. */
  appOrigin?: string,
): Promise<Sandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'borrower-sandbox-'));
  const logs: string[] = [];
  const running = await startServers(
    testConfig({
      host: '127.0.0.1',
      port: 0,
      foreign: { host: 'localhost', port: 0 },
      appOrigin,
      dataFile: join(dir, 'sandbox.db'),
      uploadsDir: join(dir, 'uploads'),
      distDir: outDir,
      onLog: (line) => logs.push(line),
      renderBudgetMs: TEST_RENDER_BUDGET_MS,
      renderShare: TEST_RENDER_SHARE,
      ...options,
    }),
  );
  const { db } = running.app;
  if (!db || !running.foreign) throw new Error('sandbox not started');
  return {
    url: running.appOrigin,
    foreignUrl: running.foreign.origin,
    db,
    logs,
    async close() {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
