import { mkdirSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import proxy from '@fastify/http-proxy';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase, queryOne, type SandboxDb } from './lib/db';
import { SandboxError } from './lib/envelope';
import type { SandboxContext } from './lib/module';
import { redactUrl } from './lib/redact';
import type { RawHostLists } from './lib/deployment-hosts';
import { registerHostPolicy } from './lib/register-host-policy';
import { registerStaticFiles } from './lib/static-files';
import { sandboxModules } from './modules';
import * as v from 'valibot';

export interface ServerOptions {
  /** SQLite file of the sandbox (`:memory:` in tests). */
  dataFile: string;
  /** Folder of the built app; omit to serve the API only. */
  distDir?: string;
  /** Real API origin: when set, `/api` is proxied there and the sandbox is off. */
  upstream?: string;
  provider?: string;
  uploadsDir?: string;
  logger?: boolean;
  /** Receives sandbox log lines (SMS codes…) and refused-link reports; defaults to stdout. */
  onLog?: (line: string) => void;
  /**
   * Hosts the app may open, frame and load images from (raw LINK_HOSTS / FRAME_HOSTS / IMAGE_HOSTS
   * entries; a bad entry throws). Default: none in proxy mode, the demo's hosts in sandbox mode.
   */
  hosts?: RawHostLists;
}

export const API_PREFIX = '/api';
const GENERIC_FAILURE = 'Something went wrong on our side. Please try again.';

function prepareDatabase(db: SandboxDb): void {
  db.exec('CREATE TABLE IF NOT EXISTS sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  for (const module of sandboxModules) if (module.schema.trim()) db.exec(module.schema);
  const seeded = queryOne(
    db,
    v.object({ value: v.string() }),
    "SELECT value FROM sandbox_meta WHERE key = 'seeded'",
  );
  if (seeded) return;
  db.transaction(() => {
    for (const module of sandboxModules) module.seed(db);
    db.prepare("INSERT INTO sandbox_meta (key, value) VALUES ('seeded', datetime('now'))").run();
  })();
}

function registerSandbox(app: FastifyInstance, ctx: SandboxContext): void {
  void app.register(
    async (api) => {
      for (const module of sandboxModules) module.routes(api, ctx);
      api.get('/sandbox/uploads/:name', async (request, reply) => {
        const { name } = request.params as { name: string };
        const file = join(ctx.uploadsDir, basename(name));
        const info = await stat(file).catch(() => undefined);
        if (!info?.isFile()) return reply.code(404).send({ code: 404, message: 'Not found' });
        const type = name.endsWith('.png')
          ? 'image/png'
          : name.endsWith('.webp')
            ? 'image/webp'
            : 'image/jpeg';
        return reply
          .header('Content-Type', type)
          .header('Cache-Control', 'private, max-age=86400')
          .send(createReadStream(file));
      });
    },
    { prefix: API_PREFIX },
  );
}

export async function buildServer(
  options: ServerOptions,
): Promise<FastifyInstance & { db?: SandboxDb }> {
  const app = Fastify({
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    logger: options.logger
      ? { serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url) }) } }
      : false,
  });

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 20 } });
  const { htmlHead } = registerHostPolicy(app, {
    hosts: options.hosts,
    proxied: Boolean(options.upstream),
    log: options.onLog ?? ((line) => console.info(line)),
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof SandboxError) {
      return reply.code(error.httpStatus).send({ code: error.code, message: error.message });
    }
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error
        ? Number(error.statusCode)
        : 500;
    if (status >= 400 && status < 500) {
      const message = error instanceof Error ? error.message : 'Bad request';
      return reply.code(status).send({ code: status, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 500, message: GENERIC_FAILURE });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(`${API_PREFIX}/`)) {
      return reply.code(404).send({
        code: 404,
        message: `No such API: ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  let db: SandboxDb | undefined;
  if (options.upstream) {
    await app.register(proxy, {
      upstream: options.upstream,
      prefix: API_PREFIX,
      rewritePrefix: '',
      http2: false,
    });
  } else {
    db = openDatabase(options.dataFile);
    prepareDatabase(db);
    const uploadsDir =
      options.uploadsDir ??
      join(
        options.dataFile === ':memory:' ? '.data/test' : join(options.dataFile, '..'),
        'uploads',
      );
    mkdirSync(uploadsDir, { recursive: true });
    const log = options.onLog ?? ((line: string) => console.info(`[sandbox] ${line}`));
    registerSandbox(app, {
      db,
      provider: options.provider ?? process.env.VITE_PROVIDER ?? 'pesoloan',
      uploadsDir,
      log,
    });
    app.addHook('onClose', async () => db?.close());
  }

  if (options.distDir) registerStaticFiles(app, options.distDir, htmlHead);
  return Object.assign(app, { db });
}
