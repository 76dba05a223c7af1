import { DEFAULT_FOREIGN_PORT } from './lib/foreign-origin';
import { demoQuery } from './modules/core/demo-borrower';
import { startServers } from './start-servers';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const upstream = process.env.API_UPSTREAM?.trim() || undefined;
// Another host name, not only another port: localhost and 127.0.0.1 are different sites, so the
// demo meets the same cross-site rules (CSP, frames, cookies, CORP) as a real gateway or CDN.
const foreignHost = process.env.FOREIGN_HOST ?? 'localhost';
const foreignPort = Number(process.env.FOREIGN_PORT ?? (port ? port + 1 : DEFAULT_FOREIGN_PORT));

const running = await startServers({
  host,
  port,
  dataFile: process.env.DATA_FILE ?? '.data/sandbox.db',
  distDir: process.env.DIST_DIR ?? process.env.OUT_DIR ?? 'dist',
  upstream,
  logger: process.env.LOG_REQUESTS === '1',
  foreign: upstream
    ? undefined
    : { host: foreignHost, port: foreignPort, appOrigin: process.env.APP_ORIGIN || undefined },
});

const { appOrigin, foreign } = running;
console.info(
  upstream
    ? `Serving the app at ${appOrigin}/ with /api proxied to ${upstream}`
    : [
        'Sandbox API and app running.',
        `Open the developer test page: ${appOrigin}/testPreview?${demoQuery({ orderId: 'PL2024174', productId: '1' })}`,
        `Foreign origin (payment gateway, partner and agreement pages, lender CDN): ${foreign?.origin ?? '-'}/`,
      ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
