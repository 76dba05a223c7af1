import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { hostListsFromEnv, type RawHostLists } from './lib/deployment-hosts';
import { DEFAULT_FOREIGN_PORT } from './lib/foreign-origin';
import { readServerEnv, startupLines } from './lib/server-env';
import { demoQuery } from './modules/core/demo-borrower';
import { startServers } from './start-servers';
import { startMetricsServer } from './lib/vitals/metrics-endpoint';
import { listenFailureMessage, type NamedPort } from './lib/start-failure';

// Borrower screens rendered here show their dates as a borrower's phone does: in the
// Philippines, unless the deployment's TZ says otherwise (docs/decisions/performance-server-render.md).
process.env.TZ ??= 'Asia/Manila';
const checked = readServerEnv(process.env);
if (!checked.ok) {
  console.error(`Cannot start: ${checked.message}`);
  process.exit(1);
}
const { env } = checked;
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const dataFile = process.env.DATA_FILE ?? '.data/sandbox.db';
// Another host name, not only another port: localhost and 127.0.0.1 are different sites, so the
// demo meets the same cross-site rules (CSP, frames, cookies, CORP) as a real gateway or CDN.
const foreignHost = process.env.FOREIGN_HOST ?? 'localhost';
const foreignPort = Number(process.env.FOREIGN_PORT ?? (port ? port + 1 : DEFAULT_FOREIGN_PORT));

let hosts: RawHostLists | undefined;
try {
  hosts = hostListsFromEnv(process.env);
} catch (error) {
  // A wrong host list would refuse (or allow) the wrong pages: stop with a message naming it.
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const distDir = resolve(process.env.DIST_DIR ?? process.env.OUT_DIR ?? 'dist');
if (!existsSync(join(distDir, 'index.html'))) {
  // Started anyway, every page would answer 500.
  console.error(
    `Cannot start: ${distDir} holds no built app (no index.html). Build it first with npm run build, or run npm start, which builds and serves.`,
  );
  process.exit(1);
}

const ports: NamedPort[] = [{ setting: 'PORT', host, port }];
if (!env.upstream) ports.push({ setting: 'FOREIGN_PORT', host: foreignHost, port: foreignPort });
let running: Awaited<ReturnType<typeof startServers>>;
try {
  running = await startServers({
    host,
    port,
    dataFile,
    distDir,
    upstream: env.upstream?.value,
    trustedProxies: env.trustedProxies,
    logger: process.env.LOG_REQUESTS === '1',
    foreign: env.upstream
      ? undefined
      : { host: foreignHost, port: foreignPort, appOrigin: env.appOrigin },
    hosts,
    metricsToken: env.metrics.token,
    serverRender: env.serverRender,
  });
} catch (error) {
  // A taken port is the common case (a second npm start): one line saying which, not a stack.
  console.error(`Cannot start: ${listenFailureMessage(error, ports)}`);
  process.exit(1);
}
let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
if (env.metrics.listen) {
  const { host: metricsHost, port: metricsPort } = env.metrics.listen;
  try {
    metricsServer = await startMetricsServer(running.app.metrics.registry, env.metrics.listen);
  } catch (error) {
    // A taken port (often PORT itself) must stop the start, not leave ops without figures.
    console.error(
      `Cannot start: ${listenFailureMessage(error, [{ setting: 'METRICS_PORT', host: metricsHost, port: metricsPort }])}`,
    );
    await running.close();
    process.exit(1);
  }
}

const { appOrigin, foreign } = running;
for (const line of startupLines(env, appOrigin, dataFile)) console.info(line);
if (!env.upstream) {
  console.info(
    `Foreign origin (payment gateway, partner and agreement pages, lender CDN): ${foreign?.origin ?? '-'}/`,
  );
  console.info(
    `Open the developer test page: ${appOrigin}/testPreview?${demoQuery({ orderId: 'PL2024174', productId: '1' })}`,
  );
}

if (hosts) {
  const list = (entries: string[]) => (entries.length > 0 ? entries.join(',') : '(none)');
  console.info(
    `Hosts: LINK_HOSTS=${list(hosts.link)} FRAME_HOSTS=${list(hosts.frame)} IMAGE_HOSTS=${list(hosts.image)}`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([running.close(), metricsServer?.close()]).then(() => process.exit(0));
  });
}
