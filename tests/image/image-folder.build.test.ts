import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { servingOrigin, spawnServer, type ServerProcess } from '../../scripts/lib/server-process';
import { startStandInUpstream, type StandInUpstream } from '../setup/stand-in-upstream';
import { dockerStages, type DockerStage } from './dockerfile';

/*
 * The image the Dockerfile builds, assembled here by the same steps (these machines have no
 * Docker engine): the `deps` stage's `npm ci --omit=dev` (offline, from the cache the project's
 * own install filled), the final stage's copies, its environment and command, on a folder no one
 * may write to, as the image's non-root user, with only a temp directory writable.
 */
const ROOT = resolve('.');
const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;
let dir: string;
let app: string;
let temp: string;
let stages: DockerStage[];
let upstream: StandInUpstream;
const servers: ServerProcess[] = [];

function stage(name: string | undefined): DockerStage {
  const found = name === undefined ? stages.at(-1) : stages.find((item) => item.name === name);
  if (!found) throw new Error(`Dockerfile: no stage ${name ?? '(final)'}`);
  return found;
}

/** Every file under `folder` (relative paths), to show nothing was written at run time. */
function listing(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
}

beforeAll(() => {
  stages = dockerStages(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
  dir = mkdtempSync(join(tmpdir(), 'borrower-image-'));
  chmodSync(dir, 0o755);

  // The deps stage: its files from the build context, then its commands, offline.
  const deps = join(dir, 'deps');
  mkdirSync(deps);
  for (const copy of stage('deps').copies)
    for (const source of copy.sources) cpSync(join(ROOT, source), join(deps, source));
  for (const command of stage('deps').runs) {
    const [tool, ...args] = command;
    expect(tool).toBe('npm');
    execFileSync('npm', [...args, '--offline'], { cwd: deps, stdio: 'pipe' });
  }

  // The final stage: what it copies from the other stages (the build stage's output is this
  // checkout's build, made by the same `npm run build`).
  app = join(dir, 'app');
  mkdirSync(app);
  const from: Record<string, string> = { deps, build: ROOT };
  for (const copy of stage(undefined).copies) {
    const base = copy.from && from[copy.from];
    if (!base)
      throw new Error(`Dockerfile: COPY --from=${copy.from ?? '(context)'} not assembled here`);
    for (const source of copy.sources)
      cpSync(join(base, source.replace(/^\/app\/?/, '')), join(app, copy.destination), {
        recursive: true,
        verbatimSymlinks: true,
      });
  }
  // Read-only for everyone; as root, the server runs as `nobody`, whom the modes bind.
  execFileSync('chmod', ['-R', 'a-w,a+rX', app]);
  temp = join(dir, 'tmp');
  mkdirSync(temp);
  if (asRoot) chownSync(temp, NOBODY, NOBODY);
});

beforeAll(async () => {
  upstream = await startStandInUpstream();
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await upstream?.close();
  execFileSync('chmod', ['-R', 'u+w', dir]);
  rmSync(dir, { recursive: true, force: true });
});

/** The final stage's command, in the assembled folder, with its environment and ours. */
function run(env: Record<string, string>): ServerProcess {
  const final = stage(undefined);
  const [tool, ...args] = final.command;
  expect(tool).toBe('node');
  const server = spawnServer(
    { ...final.env, PORT: '0', TMPDIR: temp, HOME: temp, ...env },
    { cwd: app, args, uid: asRoot ? NOBODY : undefined, gid: asRoot ? NOBODY : undefined },
  );
  servers.push(server);
  return server;
}

describe('the image’s folder', () => {
  it('holds production dependencies only, the built app and the compiled server', () => {
    const modules = readdirSync(join(app, 'node_modules'));
    expect(modules).toContain('fastify');
    // No build, test or lint tool, nor the `node` package's binary (the image has its own Node).
    // (typescript stays: valibot names it as a peer, so npm keeps it; nothing loads it.)
    for (const dev of ['vite', 'vitest', 'tsx', 'eslint', 'lighthouse', 'playwright-core', 'node'])
      expect(modules, dev).not.toContain(dev);
    expect(existsSync(join(app, 'dist', 'index.html'))).toBe(true);
    expect(existsSync(join(app, 'dist-server', 'main.js'))).toBe(true);
    expect(existsSync(join(app, 'server'))).toBe(false);
  });

  it('serves in proxy mode from the read-only folder: probes, a borrower page, metrics with the build', async () => {
    const before = listing(app);
    const token = 'image-test-metrics-token-0123456789';
    const server = run({ API_UPSTREAM: `${upstream.origin}/api`, METRICS_TOKEN: token });
    const origin = await servingOrigin(server);
    await expect.poll(async () => (await fetch(`${origin}/readyz`)).status).toBe(200);
    expect((await fetch(`${origin}/livez`)).status).toBe(200);
    const page = await fetch(`${origin}${demoPath('/loanDetail', { orderId: 'PL2024170' })}`, {
      headers: { 'sec-fetch-dest': 'document', 'accept-language': 'en-PH' },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
    const metrics = await (
      await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } })
    ).text();
    expect(metrics).toMatch(/^borrower_build_info\{version="0\.1\.0",commit="[^"]+",node="v24\./m);
    expect(metrics).toContain('process_cpu_seconds_total');
    expect(metrics).toContain('nodejs_eventloop_lag_seconds');
    await server.stop();
    expect((await server.exited).code).toBe(0);
    expect(listing(app)).toEqual(before);
  }, 60_000);

  it('runs the sandbox from it too, its data file in the writable temp directory', async () => {
    const server = run({ SANDBOX: '1', DATA_FILE: join(temp, 'sandbox.db'), FOREIGN_PORT: '0' });
    const origin = await servingOrigin(server);
    const answer = await fetch(
      `${origin}/api/v3/loan-details/loan-details?${demoPath('', { orderId: 'PL2024170', productId: '1' }).slice(1)}`,
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ code: 0 });
    expect(existsSync(join(temp, 'sandbox.db'))).toBe(true);
  }, 60_000);
});
