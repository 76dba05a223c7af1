import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildServer } from '../../server/app';
import type { SandboxDb } from '../../server/sandbox/db';
import { bindPort } from '../../server/start-servers';
import { launchBrowser, openPhone, type Phone, type PhoneOptions } from './browser';
import { outDir } from './paths';
import { TEST_RENDER_BUDGET_MS, TEST_RENDER_SHARE } from './sandbox';
import {
  servingOrigin,
  spawnServer,
  NEVER_REFUSE_ABOVE_MS,
} from '../../scripts/lib/server-process';
import type { ReceivedRequest } from './stand-in-upstream';
import { testConfig } from '../../server/test-support/test-config';

/** Forwarding headers a client forges; the proxy must never pass them on as sent. */
export const FORGED_HEADERS = {
  'X-Forwarded-For': '6.6.6.6',
  'X-Forwarded-Host': 'evil.example',
};

export interface SandboxProcess {
  /** The sandbox's own origin (`http://127.0.0.1:<port>`): only the tap talks to it. */
  url: string;
  /** Its foreign origin (`http://localhost:<port>`): pay, partner, agreement pages, images. */
  foreignUrl: string;
  /** What it logged, each line's message (`[sandbox] … SMS code …` and the like), oldest first. */
  logs: string[];
  /** A read-only handle on its data file (what a test cannot see on screen, a captcha answer). */
  db: SandboxDb;
  /** Lines it logged as errors or not as JSON, or why it stopped when it stopped before `close()`. */
  problems(): string[];
  close(): Promise<void>;
}

const FOREIGN_LINE = /^Foreign origin \(.*\): (http:\/\/\S+?)\/?$/;

/**
 * `npm run serve` in sandbox mode (`SANDBOX=1`) as a separate process (the compiled server,
 * scripts/lib/server-process.ts), on free ports, with its own data file, its foreign origin on
 * localhost, and `APP_ORIGIN` set to the proxy app, so the foreign pages link back to and are
 * framed by the app the browser uses. Resolves once both origins are printed; the process is
 * stopped on any failure, on `close()`, and when the test process ends first.
 */
export async function startSandboxProcess(
  appOrigin: string,
  env: Record<string, string> = {},
): Promise<SandboxProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'borrower-topology-'));
  const dataFile = join(dir, 'sandbox.db');
  const server = spawnServer({
    SANDBOX: '1',
    DATA_FILE: dataFile,
    FOREIGN_HOST: 'localhost',
    FOREIGN_PORT: '0',
    APP_ORIGIN: appOrigin,
    DIST_DIR: outDir,
    // It plays the lender's API: its own overload guard (server/ops/overload.ts) would refuse
    // calls with 503 when a busy CI machine starves its event loop, which no test here measures.
    OVERLOAD_REFUSE_ABOVE_MS: NEVER_REFUSE_ABOVE_MS,
    ...env,
  });
  let db: SandboxDb | undefined;
  let closing = false;
  const cleanUp = async () => {
    closing = true;
    db?.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const url = await servingOrigin(server);
    const foreignLine = await server.waitForLine((line) => FOREIGN_LINE.test(line.msg ?? ''));
    const foreignUrl = FOREIGN_LINE.exec(foreignLine.msg ?? '')?.[1] ?? '';
    db = new Database(dataFile, { readonly: true });
    const early: string[] = [];
    void server.exited.then(({ code, signal }) => {
      if (!closing) early.push(`the sandbox process stopped early (${code ?? signal})`);
    });
    return {
      url,
      foreignUrl,
      get logs() {
        return server.lines.map((line) => line.msg ?? line.raw);
      },
      db,
      problems: () => [
        ...server.lines
          .filter((line) => line.msg === undefined || ['error', 'fatal'].includes(line.level ?? ''))
          .map((line) => line.raw),
        ...early,
      ],
      close: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

export interface Tap {
  /** `http://127.0.0.1:<port>`: the proxy's upstream is `${origin}/api`. */
  origin: string;
  /** Every request as it reached the tap (in the order their bodies completed). */
  received: ReceivedRequest[];
  close(): Promise<void>;
}

function originOf(server: Server): string {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the tap has no port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * A recording pass-through between the proxy and the sandbox: plain node:http, independent of
 * the server's code. It keeps the method, path, headers and raw body bytes of every request and
 * streams the request on to `target` unchanged (headers included), and the answer back, held
 * for `answerDelayMs()` first (a slow lender's API).
 */
export async function startTap(
  target: string,
  { answerDelayMs = () => 0 }: { answerDelayMs?: () => number } = {},
): Promise<Tap> {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    const onward = httpRequest(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: request.headers },
      (answer) => {
        const relay = () => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        };
        const delay = answerDelayMs();
        if (delay > 0) setTimeout(relay, delay);
        else relay();
      },
    );
    onward.on('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502, { 'content-type': 'text/plain' }).end('tap: upstream failed');
    });
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
    });
    // A client that drops mid-body cuts the onward request short too.
    request.on('close', () => {
      if (!request.complete) onward.destroy();
    });
    request.pipe(onward);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: originOf(server),
    received,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export interface Topology {
  /** The proxy app's origin: the only origin of ours the browser talks to. */
  appUrl: string;
  /** The sandbox process's foreign origin (another site). */
  foreignUrl: string;
  sandbox: SandboxProcess;
  tap: Tap;
  /** Lines the proxy app logged (refused-link reports, the proxy's replaced answers). */
  appLogs: string[];
  close(): Promise<void>;
}

/**
 * The production topology: browser → the app server in proxy mode (in-process, serving the
 * built app) → a recording tap → the sandbox in its own process, whose pay, partner and agreement
 * pages and images come from its foreign origin on localhost, a different site than the app.
 *
 * The two origins need each other (the foreign pages link back to and allow framing by the app;
 * the app's host lists name the foreign origin), so the app's port is bound first and answers
 * 503 until the proxy app, built last, takes its requests over.
 */
export async function startTopology(): Promise<Topology> {
  const socket = await bindPort('127.0.0.1', 0);
  const closeSocket = async () => {
    socket.server.closeAllConnections();
    if (socket.server.listening) {
      socket.server.close();
      await once(socket.server, 'close');
    }
  };
  let sandbox: SandboxProcess | undefined;
  let tap: Tap | undefined;
  try {
    sandbox = await startSandboxProcess(socket.origin);
    tap = await startTap(sandbox.url);
    const foreignHost = new URL(sandbox.foreignUrl).host;
    const appLogs: string[] = [];
    const app = await buildServer(
      testConfig({
        dataFile: ':memory:',
        distDir: outDir,
        upstream: { base: `${tap.origin}/api` },
        hosts: { link: [foreignHost], frame: [foreignHost], image: [foreignHost] },
        onLog: (line) => appLogs.push(line),
        // As `npm start` runs it: borrower screens rendered here, their loader calls via the proxy;
        // with a test sandbox's budget and thread share (./sandbox.ts): on a busy machine the call
        // through the proxy and the sandbox process alone can outlast production's 500 ms.
        serverRender: true,
        renderBudgetMs: TEST_RENDER_BUDGET_MS,
        renderShare: TEST_RENDER_SHARE,
      }),
    );
    await app.ready();
    // Fastify's own request handler (documented as `routing`) answers on the bound port from now.
    socket.server.removeAllListeners('request');
    socket.server.on('request', app.routing);
    const [startedSandbox, startedTap] = [sandbox, tap];
    return {
      appUrl: socket.origin,
      foreignUrl: sandbox.foreignUrl,
      sandbox,
      tap,
      appLogs,
      async close() {
        await closeSocket();
        await app.close();
        await startedTap.close();
        await startedSandbox.close();
      },
    };
  } catch (error) {
    await closeSocket();
    await tap?.close();
    await sandbox?.close();
    throw error;
  }
}

/** One `/api` answer the browser received from the proxy app. */
export interface ApiAnswer {
  url: string;
  status: number;
  cacheControl: string | undefined;
}

/**
 * One file of browser tests against the production topology: one topology and one Chromium per
 * file, a fresh phone per test that forges `X-Forwarded-For`/`X-Forwarded-Host` on every request
 * it makes, and a failure for any console error the test did not expect.
 */
export function topologySuite() {
  let topology: Topology | undefined;
  let browser: Browser | undefined;
  const open: Phone[] = [];
  const apiAnswers: ApiAnswer[] = [];

  beforeAll(async () => {
    [topology, browser] = await Promise.all([startTopology(), launchBrowser()]);
  });
  let appLogsSeen = 0;
  afterEach(async () => {
    const phones = open.splice(0);
    const errors = phones.flatMap((phone) => phone.errors);
    await Promise.all(phones.map((phone) => phone.context.close()));
    expect(errors, 'the page reported errors').toEqual([]);
    // The proxy app logs only refused links (a link, frame or image the host lists turned away).
    const logged = topology?.appLogs.slice(appLogsSeen) ?? [];
    appLogsSeen += logged.length;
    expect(logged, 'the proxy app refused a link').toEqual([]);
    expect(topology?.sandbox.problems(), 'the sandbox process complained').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await topology?.close();
  });

  const started = (): Topology => {
    if (!topology) throw new Error('topology not started');
    return topology;
  };

  return {
    get topology(): Topology {
      return started();
    },
    /** A URL on the proxy app. */
    url(path: string): string {
      return `${started().appUrl}${path}`;
    },
    /** A URL on the sandbox's foreign origin. */
    foreignUrl(path: string): string {
      return `${started().foreignUrl}${path}`;
    },
    /** Every `/api` answer any phone of this file received, oldest first. */
    apiAnswers,
    async phone(options: PhoneOptions = {}): Promise<Phone> {
      if (!browser) throw new Error('browser not started');
      const phone = await openPhone(browser, {
        ...options,
        context: {
          ...options.context,
          extraHTTPHeaders: { ...FORGED_HEADERS, ...options.context?.extraHTTPHeaders },
        },
      });
      const api = `${started().appUrl}/api/`;
      phone.context.on('response', (response) => {
        if (!response.url().startsWith(api)) return;
        apiAnswers.push({
          url: response.url(),
          status: response.status(),
          cacheControl: response.headers()['cache-control'],
        });
      });
      open.push(phone);
      return phone;
    },
  };
}
