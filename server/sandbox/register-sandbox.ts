import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { API_PREFIX } from '../lib/api-path';
import { openDatabase, queryAll, queryOne, type SandboxDb } from './db';
import type { SandboxContext } from './module';
import type { Counters } from '../limits/counters';
import { registerRateLimits } from '../limits/rate-limits';
import { sandboxModules } from './modules';
import { sandboxErrorHandler } from './sandbox-errors';
import { startSweeps } from './sandbox-sweeps';

/** Largest uploaded file the sandbox reads; JSON bodies stay under the server's 1 MB limit. */
export const SANDBOX_FILE_LIMIT = 10 * 1024 * 1024;

export interface SandboxOptions {
  /** SQLite file (`:memory:` in tests). */
  dataFile: string;
  /** Where complaint photos go; beside the data file by default. */
  uploadsDir?: string;
  provider: string;
  log: (line: string) => void;
  /** Origin of the pay, partner and agreement pages and the lender's images (server/sandbox/foreign/). */
  foreignOrigin: string;
  /** Where the limits count (memory, or Redis shared by every replica). */
  counters: Counters;
  /** Codes one phone may be sent in an hour (`RATE_LIMITS.smsPerNumber` by default). */
  smsPerNumberPerHour?: number;
}

/** The tables' shape: a data file made by another version holds other tables. */
function schemaVersion(): string {
  return createHash('sha256')
    .update(sandboxModules.map((module) => module.schema).join('\n'))
    .digest('hex')
    .slice(0, 16);
}

const MetaValue = v.object({ value: v.string() });

/**
 * Creates and seeds the tables. A data file from another version of the sandbox (its tables made
 * by other schemas) is emptied and seeded again: it holds demo data only, and an old file would
 * otherwise fail on the first query with "no such column".
 */
function prepareDatabase(db: SandboxDb, log: (line: string) => void): void {
  db.exec('CREATE TABLE IF NOT EXISTS sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  const version = schemaVersion();
  const seeded = queryOne(db, MetaValue, "SELECT value FROM sandbox_meta WHERE key = 'seeded'");
  const made = queryOne(db, MetaValue, "SELECT value FROM sandbox_meta WHERE key = 'schema'");
  if (seeded && made?.value !== version) {
    log('the data file was made by another version of the sandbox: emptied and seeded again');
    const tables = queryAll(
      db,
      v.object({ name: v.string() }),
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    );
    // Tables refer to each other: drop them all with the references unchecked.
    db.exec('PRAGMA foreign_keys = OFF');
    db.transaction(() => {
      for (const { name } of tables) db.exec(`DROP TABLE "${name.replace(/"/g, '""')}"`);
    })();
    db.exec('PRAGMA foreign_keys = ON');
    db.exec('CREATE TABLE sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  } else if (seeded) {
    return;
  }
  for (const module of sandboxModules) if (module.schema.trim()) db.exec(module.schema);
  db.transaction(() => {
    for (const module of sandboxModules) module.seed(db);
    db.prepare("INSERT INTO sandbox_meta (key, value) VALUES ('seeded', datetime('now'))").run();
    db.prepare("INSERT INTO sandbox_meta (key, value) VALUES ('schema', ?)").run(version);
  })();
}

/**
 * The sandbox API under `/api`, in its own encapsulated scope: the form and multipart parsers
 * exist only here, so nothing else on the server ever parses a body it should pass on. The server
 * imports this module only when it has no upstream, so in proxy mode neither it nor libsql,
 * svg-captcha, qrcode or the body parsers are loaded at all.
 */
export async function registerSandbox(
  app: FastifyInstance,
  options: SandboxOptions,
): Promise<SandboxDb> {
  const db = openDatabase(options.dataFile);
  prepareDatabase(db, options.log);
  const uploadsDir =
    options.uploadsDir ??
    join(options.dataFile === ':memory:' ? '.data/test' : join(options.dataFile, '..'), 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const ctx: SandboxContext = {
    db,
    provider: options.provider,
    uploadsDir,
    log: options.log,
    foreignOrigin: options.foreignOrigin,
  };

  await app.register(
    async (api) => {
      await api.register(formbody);
      await api.register(multipart, {
        limits: { fileSize: SANDBOX_FILE_LIMIT, files: 1, fields: 20 },
      });
      api.setErrorHandler(sandboxErrorHandler);
      await registerRateLimits(api, options.counters, options.smsPerNumberPerHour);
      for (const module of sandboxModules) module.routes(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  // Housekeeping (unattached uploads older than a day…) at start, then hourly; stopped, and any
  // sweep in progress finished, before the database closes.
  const sweeps = startSweeps(ctx, sandboxModules);
  app.addHook('onClose', async () => {
    await sweeps.stop();
    db.close();
  });
  await sweeps.started;
  return db;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox's database, on a server without an upstream (tests read it). */
    db?: SandboxDb;
  }
}

/** The sandbox as a plugin of the app: its API under `/api`, its database as `app.db`. */
export const sandboxPlugin = fp(
  async (app: FastifyInstance, options: SandboxOptions) => {
    app.decorate('db', await registerSandbox(app, options));
  },
  { name: 'sandbox' },
);
