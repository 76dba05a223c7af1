import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnServer, type ServerProcess } from '../../scripts/lib/server-process';
import { freePort } from './free-port';
import { startLoadBalancer, type LoadBalancer } from './nginx';
import { outDir } from './paths';
import { startRedis, type RedisProcess } from './redis-server';
import { startSandboxProcess, type SandboxProcess } from './topology';

export const REPLICA_METRICS_TOKEN = 'replica-metrics-token-0123456789abcdef';
const DRAIN_SECONDS = 2;

export interface Replica {
  port: number;
  /** The build it serves (a release's `dist`). */
  dist: string;
  server: ServerProcess;
}

export interface Fleet {
  /** The load balancer's origin: what browsers and clients use. */
  url: string;
  lb: LoadBalancer;
  redis: RedisProcess;
  /** The lender's API stand-in: the sandbox in its own process. */
  api: SandboxProcess;
  replicas: Replica[];
  /** Each replica's own origin, for scraping its metrics. */
  replicaUrl(index: number): string;
  /**
   * As an orchestrator rolls a pod: out of the load balancer's rotation, SIGTERM, drain and exit;
   * then started again on its port with `dist`, ready, and back in rotation.
   */
  restart(index: number, dist: string): Promise<void>;
  close(): Promise<void>;
}

async function ready(port: number): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the replica on ${port} never became ready`);
}

/**
 * The deployment a lender runs, on loopback: Redis, nginx (round robin, no sticky sessions) in
 * front of `count` replicas of the compiled server in proxy mode sharing their limits in Redis,
 * and the sandbox as the lender's API, started apart, its pages on another site (localhost).
 */
export async function startFleet(count: number): Promise<Fleet> {
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const redis = await startRedis();
  const lb = await startLoadBalancer(ports);
  // The sandbox's own limits would hide the replicas': lifted, so what is measured is theirs.
  const api = await startSandboxProcess(lb.url, { SANDBOX_RATE_LIMIT_MAX: '1000000' });
  const foreignHost = new URL(api.foreignUrl).host;
  const start = async (port: number, dist: string): Promise<Replica> => {
    const server = spawnServer({
      API_UPSTREAM: `${api.url}/api`,
      REDIS_URL: redis.url,
      TRUSTED_PROXIES: 'loopback',
      DIST_DIR: dist,
      PORT: String(port),
      LINK_HOSTS: foreignHost,
      FRAME_HOSTS: foreignHost,
      IMAGE_HOSTS: foreignHost,
      DRAIN_SECONDS: String(DRAIN_SECONDS),
      STOP_DEADLINE_SECONDS: '10',
      METRICS_TOKEN: REPLICA_METRICS_TOKEN,
    });
    await ready(port);
    return { port, dist, server };
  };
  const replicas = await Promise.all(ports.map((port) => start(port, outDir)));
  return {
    url: lb.url,
    lb,
    redis,
    api,
    replicas,
    replicaUrl: (index) => `http://127.0.0.1:${replicas[index]?.port ?? 0}`,
    async restart(index, dist) {
      const replica = replicas[index];
      if (!replica) throw new Error(`no replica ${index}`);
      // Kubernetes takes a terminating pod out of its Service's endpoints as it signals it; the
      // drain covers the load balancer's lag. nginx has no such signal: it is reloaded without
      // the replica first. (Left in, a connection it opens as the listener closes is reset after
      // the request was sent, which it may not retry for a POST: a 502.)
      await lb.setOut([replica.port]);
      replica.server.child.kill('SIGTERM');
      const { code } = await replica.server.exited;
      if (code !== 0) throw new Error(`replica ${index} stopped with ${code}`);
      replicas[index] = await start(replica.port, dist);
      await lb.setOut([]);
    },
    async close() {
      await Promise.all(replicas.map((replica) => replica.server.stop()));
      await lb.close();
      await api.close();
      await redis.stop();
    },
  };
}

/**
 * The next release: the same sources built with another brand phone number (so the entry and
 * most chunks get other names) and a later build time, carrying the current build's files
 * forward, as the Dockerfile's build stage does with the previous image.
 */
export function buildNextRelease(dir: string): string {
  const next = join(dir, 'dist-next');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      OUT_DIR: next,
      CARRY_ASSETS_FROM: outDir,
      VITE_SERVICE_PHONE: '+63 2 8999 0000',
      APP_VERSION: 'build-next-release',
      APP_BUILD_TIME: String(Date.now() + 60_000),
    },
  });
  return next;
}

/** The entry script a build's HTML starts (`/assets/index-….js`). */
export function entryOf(dist: string): string {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry =
    /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/.exec(
      html,
    )?.[1];
  if (!entry) throw new Error(`${dist}: no entry script`);
  return entry;
}

export { DRAIN_SECONDS };
