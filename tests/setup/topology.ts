import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Database from 'libsql';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildServer } from '../../server/app';
import type { SandboxDb } from '../../server/lib/db';
import { bindPort } from '../../server/start-servers';
import { launchBrowser, openPhone, type Phone, type PhoneOptions } from './browser';
import { outDir } from './paths';
import type { ReceivedRequest } from './stand-in-upstream';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The child builds nothing, but tsx compiles the server on a busy 2-core CI machine. */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** Variables of the test runner's environment that would change what the sandbox process does. */
const INHERITED_NOT = [
  'API_UPSTREAM',
  'TRUSTED_PROXIES',
  'LINK_HOSTS',
  'FRAME_HOSTS',
  'IMAGE_HOSTS',
  'HOST',
  'PORT',
  'LOG_REQUESTS',
];

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
  /** Its stdout, line by line (startup lines, `[sandbox] … SMS code …`), oldest first. */
  logs: string[];
  /** A read-only handle on its data file (what a test cannot see on screen, a captcha answer). */
  db: SandboxDb;
  /** Its stderr so far, or why it stopped when it stopped before `close()`. */
  problems(): string[];
  close(): Promise<void>;
}

const APP_LINE = /^Serving the app at (http:\/\/\S+?)\/?$/;
const FOREIGN_LINE = /^Foreign origin \(.*\): (http:\/\/\S+?)\/?$/;

type Child = ChildProcessByStdio<Writable, Readable, Readable>;

async function stopChild(child: Child): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * `npm run serve` in sandbox mode as a separate process (`node --import tsx server/main.ts`),
 * on free ports, with its own data file, its foreign origin on localhost, and `APP_ORIGIN` set
 * to the proxy app, so the foreign pages link back to and are framed by the app the browser
 * uses. Resolves once both origins are printed; the process is stopped on any failure, on
 * `close()`, and when the test process ends first, even by a kill (exit-with-parent.ts).
 */
export async function startSandboxProcess(appOrigin: string): Promise<SandboxProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'borrower-topology-'));
  const dataFile = join(dir, 'sandbox.db');
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !INHERITED_NOT.includes(name)),
  );
  const preload = fileURLToPath(new URL('./exit-with-parent.ts', import.meta.url));
  const args = ['--import', 'tsx', '--import', preload, 'server/main.ts'];
  const child: Child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_FILE: dataFile,
      FOREIGN_HOST: 'localhost',
      FOREIGN_PORT: '0',
      APP_ORIGIN: appOrigin,
      DIST_DIR: outDir,
    },
    // stdin stays open for the life of this process: exit-with-parent.ts watches it.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const logs: string[] = [];
  const errors: string[] = [];
  createInterface({ input: child.stderr }).on('line', (line) => errors.push(line));
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => logs.push(line));

  let db: SandboxDb | undefined;
  const cleanUp = async () => {
    db?.close();
    await stopChild(child);
    process.off('exit', killOnExit);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const origins = await new Promise<{ url: string; foreignUrl: string }>((resolve, reject) => {
      let url = '';
      let foreignUrl = '';
      const timer = setTimeout(
        () => reject(new Error(`the sandbox did not start in ${START_TIMEOUT_MS} ms`)),
        START_TIMEOUT_MS,
      );
      const onLine = (line: string) => {
        url ||= APP_LINE.exec(line)?.[1] ?? '';
        foreignUrl ||= FOREIGN_LINE.exec(line)?.[1] ?? '';
        if (!url || !foreignUrl) return;
        clearTimeout(timer);
        lines.off('line', onLine);
        resolve({ url, foreignUrl });
      };
      lines.on('line', onLine);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the sandbox exited at start (${code ?? signal})`));
      });
    });
    db = new Database(dataFile, { readonly: true });
    const handle = db;
    let closing = false;
    child.once('exit', (code, signal) => {
      if (!closing) errors.push(`the sandbox process stopped early (${code ?? signal})`);
    });
    return {
      ...origins,
      logs,
      db: handle,
      problems: () => [...errors],
      close: () => {
        closing = true;
        return cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    const output = [...logs, ...errors].join('\n');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`);
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
 * streams the request on to `target` unchanged (headers included), and the answer back.
 */
export async function startTap(target: string): Promise<Tap> {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    const onward = httpRequest(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
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
    const app = await buildServer({
      dataFile: ':memory:',
      distDir: outDir,
      upstream: `${tap.origin}/api`,
      hosts: { link: [foreignHost], frame: [foreignHost], image: [foreignHost] },
      onLog: (line) => appLogs.push(line),
      // As `npm start` runs it: borrower screens rendered here, their first call through the proxy.
      serverRender: true,
    });
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
