import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SERVER_BUILD } from './build-info';
import { readSettings } from './settings/server-settings';
import { startupLines } from './settings/startup-lines';
import { demoQuery } from './sandbox/modules/core/demo-borrower';
import { startServers } from './start-servers';
import { startMetricsServer } from './ops/metrics/metrics-endpoint';
import { listenFailureMessage, type NamedPort } from './lib/start-failure';
import { createLogger } from './ops/logger';
import { stdoutDestination } from './ops/log-destination';
import { installShutdown } from './ops/shutdown';
import { watchUpstream, type UpstreamHealth } from './ops/upstream-health';

const checked = readSettings(process.env);
// Borrower screens rendered here show their dates as a borrower's phone does: in the
// Philippines, unless the deployment's TZ says otherwise (docs/decisions/first-paint.md).
if (checked.ok) process.env.TZ = checked.config.timeZone;
// Asynchronous, bounded: a stalled reader of stdout loses lines, never the server or its exit.
const logDestination = stdoutDestination();
const log = createLogger(checked.ok ? checked.config.logLevel : 'info', logDestination.stream);

/** One JSON line naming what is wrong, then exit 1 with nothing listening. */
function cannotStart(message: string): never {
  log.fatal(`Cannot start: ${message}`);
  process.exit(1);
}

if (!checked.ok) cannotStart(checked.message);
const { config } = checked;
// Whatever escapes is logged as a line ops can find, then the orchestrator restarts the process.
process.on('uncaughtException', (error) => {
  log.fatal({ err: error }, 'uncaught exception: stopping');
  process.exit(1);
});
process.on('unhandledRejection', (error) => {
  log.fatal({ err: error }, 'unhandled rejection: stopping');
  process.exit(1);
});

const { host, port, hosts } = config;
const distDir = resolve(config.distDir);
if (!existsSync(join(distDir, 'index.html'))) {
  // Started anyway, every page would answer 500.
  cannotStart(
    `${distDir} holds no built app (no index.html). Build it first with npm run build, or run npm start, which builds and serves.`,
  );
}

const ports: NamedPort[] = [{ setting: 'PORT', host, port }];
if (config.foreign) ports.push({ setting: 'FOREIGN_PORT', ...config.foreign });
let running: Awaited<ReturnType<typeof startServers>>;
try {
  // The configuration as parsed; besides it only what the process holds (the absolute folder,
  // the logger, the build).
  running = await startServers({
    ...config,
    distDir,
    log,
    serverMetrics: { build: SERVER_BUILD, processMetrics: true },
  });
} catch (error) {
  // A taken port is the common case (a second npm start): one line saying which, not a stack.
  cannotStart(listenFailureMessage(error, ports));
}
let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
if (config.metrics.listen) {
  const { host: metricsHost, port: metricsPort } = config.metrics.listen;
  try {
    metricsServer = await startMetricsServer(
      running.app.metrics.registry,
      config.metrics.listen,
      config.metrics.token,
    );
  } catch (error) {
    // A taken port (often PORT itself) must stop the start, not leave ops without figures.
    await running.close();
    cannotStart(
      listenFailureMessage(error, [
        { setting: 'METRICS_PORT', host: metricsHost, port: metricsPort },
      ]),
    );
  }
}

const { metrics } = running.app;
for (let line = 0; line < logDestination.dropped(); line++) metrics.countLogLineDropped();
logDestination.onDrops({
  dropped: () => metrics.countLogLineDropped(),
  recovered: (lines) =>
    log.warn({ dropped: lines }, 'log lines dropped while the reader of stdout stalled'),
});

// Proxy mode: the lender's API is checked in the background (./ops/upstream-health.ts): a metric,
// a log line and a field of /readyz's body, never a reason to take this replica out.
let upstreamHealth: UpstreamHealth | undefined;
if (config.upstream) {
  const { base, authorization } = config.upstream;
  upstreamHealth = watchUpstream({
    url: `${base}${config.upstreamHealthPath}`,
    authorization,
    log,
    onState: (up) => metrics.setUpstreamUp(up),
  });
  running.app.readiness.upstream = upstreamHealth.state;
}

installShutdown({
  app: running.app,
  readiness: running.app.readiness,
  log,
  drainMs: config.drainSeconds * 1000,
  deadlineMs: config.stopDeadlineSeconds * 1000,
  close: async () => {
    upstreamHealth?.stop();
    await Promise.all([running.close(), metricsServer?.close()]);
  },
});

const { appOrigin, foreign } = running;
log.info(
  { version: SERVER_BUILD.version, commit: SERVER_BUILD.commit, node: process.version },
  'starting',
);
for (const line of startupLines(config, appOrigin, config.dataFile ?? '')) log.info(line);
if (!config.upstream) {
  log.info(
    `Foreign origin (payment gateway, partner and agreement pages, lender CDN): ${foreign?.origin ?? '-'}/`,
  );
  log.info(
    `Open the developer test page: ${appOrigin}/testPreview?${demoQuery({ orderId: 'PL2024174', productId: '1' })}`,
  );
}
if (hosts) {
  const list = (entries: string[]) => (entries.length > 0 ? entries.join(',') : '(none)');
  log.info(
    `Hosts: LINK_HOSTS=${list(hosts.link)} FRAME_HOSTS=${list(hosts.frame)} IMAGE_HOSTS=${list(hosts.image)}`,
  );
}
